import { escapeHtml } from '#shared/placeholders.ts';

/**
 * `![alt](media:name.png)` names an image uploaded in the back office. It is left as a marker
 * when rendered, since uploads change while the server runs, and each page resolves it
 * (documents.server.ts).
 */
export const mediaScheme = 'media:';

/** What a page's `placeImages` (documents.server.ts) turns into the upload's image. */
export const mediaMarker = (name: string, alt: string): string =>
  `<img data-media="${name}" alt="${escapeHtml(alt)}">`;

/** The words of rendered HTML a reader sees: what the stated reading time is held to. */
export function countWords(html: string): number {
  const text = html.replace(/<[^>]+>/g, ' ').replace(/&[#\w]+;/g, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** The text of a line of Markdown, for structured data: links keep their words. */
export function plainText(source: string): string {
  return source.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1').replace(/\*\*?([^*]+)\*\*?/g, '$1');
}
