import { Marked, type MarkedExtension, type Tokens } from 'marked';
import { contentImageName } from '#shared/content-images.ts';
import { escapeHtml } from '#shared/placeholders.ts';
import { mediaMarker, mediaScheme } from './markdown.ts';

const safeScheme = /^(https?:|mailto:)/i;

/** The page's own heading is its one h1: the seller's topmost heading becomes h2, the rest follow. */
const topLevel = 2;
const deepestLevel = 6;

/**
 * The seller's Markdown typed in the back office (a broadcast's body), for a public page: the
 * site's Markdown with nothing the page's own text could not hold. Raw HTML shows as text, a
 * link keeps only our paths, http(s) and mailto, and an image is an upload (`media:name.png`,
 * placed like an article's by `placeImages`) or its words.
 */
function sellerRenderer(levelShift: number, top: number): MarkedExtension['renderer'] {
  return {
    html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
    heading(token) {
      const level = Math.min(Math.max(token.depth + levelShift, top), deepestLevel);
      return `<h${level}>${this.parser.parseInline(token.tokens)}</h${level}>\n`;
    },
    link(token) {
      const label = this.parser.parseInline(token.tokens);
      const { href } = token;
      const ours = href.startsWith('/') && !href.startsWith('//');
      if (!ours && !safeScheme.test(href)) return label;
      return `<a href="${escapeHtml(href)}">${label}</a>`;
    },
    image({ href, text }) {
      const name = href.startsWith(mediaScheme) ? href.slice(mediaScheme.length) : '';
      return contentImageName.test(name) ? mediaMarker(name, text) : escapeHtml(text);
    },
  };
}

/** A broadcast's body as HTML for the archive; the uploads it names are still markers. */
export function renderSellerMarkdown(source: string): string {
  return renderSellerMarkdownParts([source])[0] ?? '';
}

/**
 * Parts of one text (a post cut at its calls to action, a state guide's sections) rendered with
 * one heading scale: the shallowest heading of them all becomes `topLevel` (h2 under the page's
 * h1; h3 under a section's own heading), the rest follow.
 */
export function renderSellerMarkdownParts(sources: readonly string[], top = topLevel): string[] {
  const lexer = new Marked({ gfm: true });
  const parts = sources.map((source) => lexer.lexer(source));
  // Headings inside quotes or lists do not set the level; they are kept at `top` at least.
  const depths = parts.flatMap((tokens) =>
    tokens.flatMap((token) => (token.type === 'heading' ? [token.depth as number] : [])),
  );
  const shallowest = Math.min(deepestLevel, ...depths);
  const markdown = new Marked({
    gfm: true,
    async: false,
    renderer: sellerRenderer(top - shallowest, top),
  });
  return parts.map((tokens) => {
    const html = markdown.parser(tokens);
    if (typeof html !== 'string') throw new Error('Markdown rendering must be synchronous.');
    return html;
  });
}

/** One line of the seller's Markdown (an FAQ answer) as inline HTML, by the same rules. */
export function renderSellerInline(source: string): string {
  const markdown = new Marked({ gfm: true, async: false, renderer: sellerRenderer(0, topLevel) });
  const html = markdown.parseInline(source);
  if (typeof html !== 'string') throw new Error('Markdown rendering must be synchronous.');
  return html;
}
