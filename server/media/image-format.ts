import { imageSize } from 'image-size';
import { imageFormats, type ImageExtension } from '#shared/contracts/admin-images.ts';

/** What the bytes of an accepted image say about it. */
export interface ImageFormat {
  ext: ImageExtension;
  mimeType: string;
  width: number;
  height: number;
}

/** Why bytes are not an image the shop stores. */
export type ImageRefusal = 'svg' | 'unknown' | 'too_large_in_pixels' | 'too_many_pixels';

/** image-size's names for the formats we keep; AVIF is the HEIF container with the avif brand. */
const extensionOfType: Readonly<Record<string, ImageExtension>> = {
  png: 'png',
  jpg: 'jpg',
  webp: 'webp',
  gif: 'gif',
  avif: 'avif',
};

/**
 * Beyond this many pixels a side no browser shows an image well (WebP's own limit is 16,383),
 * and a few compressed kilobytes could claim a picture that takes gigabytes to decode.
 */
export const maxImageSide = 16_384;

/**
 * Within the side limit a picture could still decode to a gigabyte (16,384 × 16,384 × 4
 * bytes), in the server's hands and in every visitor's browser. 40 megapixels (8,000 × 5,000)
 * is more than any page shows sharply on the largest screens and about 160 MB decoded.
 */
export const maxImagePixels = 40_000_000;

const isSide = (value: number) => Number.isInteger(value) && value >= 1;

// SVG is text: its root element may follow a declaration, a doctype or comments.
const looksLikeSvg = (bytes: Uint8Array) =>
  /<svg[\s>]/i.test(new TextDecoder().decode(bytes.subarray(0, 4096)));

/**
 * Reads an image's format and size from its bytes alone, never from its name or declared
 * type. Only the formats of `imageFormats` pass; the reader (image-size) is behind this one
 * function, so it can be swapped without touching its callers.
 */
export function imageFormatOf(bytes: Uint8Array): ImageFormat | ImageRefusal {
  let size: ReturnType<typeof imageSize> | undefined;
  try {
    size = imageSize(bytes);
  } catch {
    // Unknown or damaged: answered below like any other format we do not keep.
  }
  const ext = size?.type === undefined ? undefined : extensionOfType[size.type];
  if (!size || !ext || !isSide(size.width) || !isSide(size.height))
    return size?.type === 'svg' || looksLikeSvg(bytes) ? 'svg' : 'unknown';
  if (size.width > maxImageSide || size.height > maxImageSide) return 'too_large_in_pixels';
  if (size.width * size.height > maxImagePixels) return 'too_many_pixels';
  return { ext, mimeType: imageFormats[ext], width: size.width, height: size.height };
}
