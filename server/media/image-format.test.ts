import { describe, expect, it } from 'vitest';
import {
  avifImage,
  gifImage,
  heifImage,
  jpegImage,
  pngDeclaring,
  pngImage,
  svgImage,
  webpImage,
} from '#tests/image-fixtures.ts';
import { imageFormatOf, maxImagePixels, maxImageSide } from './image-format.ts';

describe('an image format read from the bytes', () => {
  it('knows the five formats the shop keeps, with their size', () => {
    expect(imageFormatOf(pngImage(3, 2))).toEqual({
      ext: 'png',
      mimeType: 'image/png',
      width: 3,
      height: 2,
    });
    expect(imageFormatOf(jpegImage(6, 7))).toMatchObject({ ext: 'jpg', mimeType: 'image/jpeg' });
    expect(imageFormatOf(webpImage(8, 9))).toMatchObject({ ext: 'webp', width: 8, height: 9 });
    expect(imageFormatOf(gifImage(4, 5))).toMatchObject({ ext: 'gif', width: 4, height: 5 });
    expect(imageFormatOf(avifImage(10, 11))).toMatchObject({ ext: 'avif', mimeType: 'image/avif' });
  });

  it('calls SVG by its name, also when image-size cannot read its size', () => {
    expect(imageFormatOf(svgImage())).toBe('svg');
    const sizeless = '<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg"></svg>';
    expect(imageFormatOf(new TextEncoder().encode(sizeless))).toBe('svg');
  });

  it('refuses what is not one of them, damaged headers and absurd sizes', () => {
    expect(imageFormatOf(new TextEncoder().encode('%PDF-1.7 not an image'))).toBe('unknown');
    expect(imageFormatOf(heifImage('heic'))).toBe('unknown');
    expect(imageFormatOf(pngImage().subarray(0, 12))).toBe('unknown');
    expect(imageFormatOf(gifImage(0, 5))).toBe('unknown');
    expect(imageFormatOf(gifImage(maxImageSide + 1, 1))).toBe('too_large_in_pixels');
  });

  it('refuses an image of more pixels in all than a page needs, whatever its sides', () => {
    // As in the review: 16,384 × 16,384 is about 1 GiB decoded, from a file of a few kilobytes.
    expect(imageFormatOf(pngDeclaring(16_384, 16_384))).toBe('too_many_pixels');
    expect(imageFormatOf(gifImage(10_000, 4_001))).toBe('too_many_pixels');
    expect(imageFormatOf(gifImage(10_000, 4_000))).toMatchObject({ width: 10_000, height: 4_000 });
    expect(10_000 * 4_000).toBe(maxImagePixels);
  });
});
