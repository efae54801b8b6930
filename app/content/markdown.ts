import matter from 'gray-matter';
import { Marked } from 'marked';
import { z } from 'zod';
import { contentImageName } from '#shared/content-images.ts';
import { escapeHtml } from '#shared/placeholders.ts';

/** A Markdown content file, rendered: its sections of HTML and the facts tests and pages need. */
export interface ContentDocument {
  /** The day the text last changed, YYYY-MM-DD, from the front matter. */
  updated: string;
  /** HTML between the call-to-action markers: a call to action goes between two sections. */
  sections: string[];
  wordCount: number;
}

/** The line where the page puts a call to action. */
export const ctaMarker = '<!-- cta -->';

const frontMatterSchema = z.object({ updated: z.coerce.date() }).strict();

/**
 * `![alt](media:name.png)` names an image uploaded in the back office. It is left as a marker
 * here, since uploads change while the server runs, and each page resolves it (documents.server.ts).
 */
export const mediaScheme = 'media:';

/** What a page's `placeImages` (documents.server.ts) turns into the upload's image. */
export const mediaMarker = (name: string, alt: string): string =>
  `<img data-media="${name}" alt="${escapeHtml(alt)}">`;

const markdown = new Marked({
  gfm: true,
  async: false,
  renderer: {
    image({ href, text }) {
      if (!href.startsWith(mediaScheme)) return false;
      const name = href.slice(mediaScheme.length);
      if (!contentImageName.test(name))
        throw new Error(`An image may name an upload by its file name only: "${href}"`);
      return mediaMarker(name, text);
    },
  },
});

function render(source: string): string {
  const html = markdown.parse(source);
  if (typeof html !== 'string') throw new Error('Markdown rendering must be synchronous.');
  return html;
}

/** The words of rendered HTML: what a reading time is counted from. */
export function countWords(html: string): number {
  const text = html.replace(/<[^>]+>/g, ' ').replace(/&[#\w]+;/g, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Front matter, then Markdown, split at each {@link ctaMarker} line. `name` is for error messages. */
export function parseDocument(source: string, name: string): ContentDocument {
  const { data, content } = matter(source);
  const frontMatter = frontMatterSchema.safeParse(data);
  if (!frontMatter.success)
    throw new Error(`${name}: front matter needs only "updated: YYYY-MM-DD".`);
  const sections = content
    .split(new RegExp(`^\\s*${ctaMarker}\\s*$`, 'm'))
    .map((part) => render(part.trim()));
  return {
    updated: frontMatter.data.updated.toISOString().slice(0, 10),
    sections,
    wordCount: sections.reduce((sum, html) => sum + countWords(html), 0),
  };
}

/** One line of Markdown (links, emphasis) as HTML, for answers kept in typed copy. */
export function renderInline(source: string): string {
  const html = markdown.parseInline(source);
  if (typeof html !== 'string') throw new Error('Markdown rendering must be synchronous.');
  return html;
}

/** The text of a line of Markdown, for structured data: links keep their words. */
export function plainText(source: string): string {
  return source.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1').replace(/\*\*?([^*]+)\*\*?/g, '$1');
}
