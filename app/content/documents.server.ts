import type { ContentImages } from '#shared/content-images.ts';
import { escapeHtml } from '#shared/placeholders.ts';

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
