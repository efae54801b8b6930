import { Marked, type Tokens } from 'marked';
import { lightPalette as colors } from '#server/brand/brand-style.ts';
import { contentImageName, type ContentImages } from '#shared/content-images.ts';
import { escapeHtml } from '#shared/placeholders.ts';

/** `![alt](media:name.png)` names an image uploaded in the back office, as in the site's Markdown. */
const mediaScheme = 'media:';

/** The widest an image is drawn: the mail's column (mail-layout.ts) less its padding. */
const columnWidth = 512;

/** Markdown as a mail shows it: inline styles only, links and images absolute. */
export interface MailMarkdown {
  html: string;
  /** The plain-text part: the Markdown's words, each link's address written out. */
  text: string;
  /** Images named that no upload holds: a composer refuses to send with one. */
  missingImages: string[];
}

/** A link as the mail needs it: the site's own paths made absolute, other schemes kept. */
function absolute(href: string, siteUrl: string): string {
  if (href.startsWith('/') && !href.startsWith('//')) return `${siteUrl}${href}`;
  return href;
}

const safeScheme = /^(https?:|mailto:)/i;

/**
 * Renders a seller's Markdown (a broadcast, an automation's text) for a mail. Raw HTML is
 * shown as text, links keep only http(s) and mailto, and `media:` images become the upload's
 * public URL at most the column's width.
 */
export function renderMailMarkdown(
  source: string,
  options: { siteUrl: string; images: ContentImages },
): MailMarkdown {
  const { siteUrl, images } = options;
  const missingImages: string[] = [];
  const link = `color: ${colors.primary};`;
  const markdown = new Marked({
    gfm: true,
    async: false,
    renderer: {
      html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
      paragraph(token) {
        return `<p style="margin: 0 0 16px;">${this.parser.parseInline(token.tokens)}</p>\n`;
      },
      heading(token) {
        const size = token.depth <= 2 ? 20 : 17;
        return `<h${token.depth} style="margin: 24px 0 12px; font-size: ${size}px; line-height: 1.3;">${this.parser.parseInline(token.tokens)}</h${token.depth}>\n`;
      },
      link(token) {
        const href = absolute(token.href, siteUrl);
        const label = this.parser.parseInline(token.tokens);
        if (!safeScheme.test(href)) return label;
        return `<a href="${escapeHtml(href)}" style="${link}">${label}</a>`;
      },
      blockquote(token) {
        return `<blockquote style="margin: 0 0 16px; padding: 4px 16px; border-left: 4px solid ${colors.border}; color: ${colors.mutedForeground};">${this.parser.parse(token.tokens)}</blockquote>\n`;
      },
      hr: () =>
        `<hr style="border: 0; border-top: 1px solid ${colors.border}; margin: 24px 0;" />\n`,
      image({ href, text }) {
        const name = href.startsWith(mediaScheme) ? href.slice(mediaScheme.length) : '';
        const image = contentImageName.test(name) ? images(name) : undefined;
        if (!image) {
          missingImages.push(name || href);
          return escapeHtml(text);
        }
        const width = Math.min(image.width, columnWidth);
        const height = Math.round((image.height * width) / image.width);
        return `<img src="${escapeHtml(`${siteUrl}${image.url}`)}" alt="${escapeHtml(text)}" width="${width}" height="${height}" style="display: block; max-width: 100%; height: auto; border-radius: 8px;" />`;
      },
    },
  });
  const html = markdown.parse(source);
  if (typeof html !== 'string') throw new Error('Markdown rendering must be synchronous.');
  return { html, text: plainTextOf(source, siteUrl), missingImages };
}

/** The Markdown source as a plain-text part: `[words](/path)` becomes `words (https://site/path)`. */
function plainTextOf(source: string, siteUrl: string): string {
  return source
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, (_, alt: string) => (alt ? `[${alt}]` : ''))
    .replace(
      /\[([^\]]+)\]\(([^)\s]+)\)/g,
      (_, words: string, href: string) => `${words} (${absolute(href, siteUrl)})`,
    )
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .trim();
}
