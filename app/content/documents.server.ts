import type { ContentImages } from '#shared/content-images.ts';
import type { PlaceholderValues } from '#shared/placeholders.ts';
import { escapeHtml, fillPlaceholders } from '#shared/placeholders.ts';
import { parseDocument, type ContentDocument } from './markdown.ts';

// The Markdown is bundled into the server build and rendered once, when the server starts.
const sources = import.meta.glob<string>('/content/**/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const documents = new Map(
  Object.entries(sources).map(([file, source]) => [
    file.replace(/^\/content\//, '').replace(/\.md$/, ''),
    parseDocument(source, file),
  ]),
);

/** Every content document by name ("legal/terms"). */
export function allDocuments(): ReadonlyMap<string, ContentDocument> {
  return documents;
}

// What the Markdown renderer leaves for an uploaded image (app/content/markdown.ts), with the
// paragraph Markdown puts around an image on a line of its own.
const imageMarker = /(<p>)?<img data-media="([\w.-]+)" alt="([^"]*)">(<\/p>)?/g;

/**
 * The uploaded images a document names, as they are now: each with its size, so the text does
 * not move as it loads, and lazily loaded, since it sits below the page's first screen. An
 * image not uploaded (yet) is left out.
 */
export function placeImages(html: string, images: ContentImages): string {
  return html.replace(imageMarker, (_marker, open = '', name: string, alt: string, close = '') => {
    const image = images(name);
    if (!image) return open && close ? '' : `${open}${close}`;
    return `${open}<img src="${escapeHtml(image.url)}" width="${image.width}" height="${image.height}" alt="${alt}" loading="lazy" decoding="async">${close}`;
  });
}

/** A document with the product record's facts and the uploaded images it names filled in, ready for a page. */
export function contentDocument(
  name: string,
  values: PlaceholderValues,
  images: ContentImages = () => undefined,
): ContentDocument {
  const document = documents.get(name);
  if (!document) throw new Error(`No content document named ${name}`);
  const escaped = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, escapeHtml(value)]),
  ) as PlaceholderValues;
  return {
    ...document,
    sections: document.sections.map((html) => placeImages(fillPlaceholders(html, escaped), images)),
  };
}
