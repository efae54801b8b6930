import { describe, expect, it } from 'vitest';
import {
  avifImage,
  gifImage,
  heifImage,
  jpegImage,
  pngImage,
  svgImage,
  webpImage,
} from '#tests/image-fixtures.ts';
import { imageFormatOf, maxImageSide } from './image-format.ts';

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
});
