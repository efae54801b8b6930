import type { Context } from 'hono';
import { HttpError } from '#server/http/http-error.ts';
import { readUploadBody, uploadedName } from '#server/http/upload-body.ts';
import { imageFormatOf, maxImagePixels, maxImageSide, type ImageRefusal } from './image-format.ts';
import type { ImageUpload } from './media-service.ts';
import { imageFormatNames } from '#shared/contracts/admin-images.ts';

const refusals: Record<ImageRefusal, string> = {
  svg: `SVG images are not accepted, because they can carry scripts. Upload a ${imageFormatNames} image instead.`,
  unknown: `This file is not a ${imageFormatNames} image.`,
  too_large_in_pixels: `The image is too large: at most ${maxImageSide.toLocaleString('en-US')} pixels wide and high.`,
  too_many_pixels: `The image has too many pixels: at most ${maxImagePixels / 1_000_000} million in all (width × height). Scale it down and upload it again.`,
};

/**
 * An image upload as the request carries it: the name from the query, the raw bytes within
 * `maxBytes` (413 beyond), and a format we keep read from those bytes; anything else is a 400
 * on the `file` field, before anything is stored.
 */
export async function readImageUpload(c: Context, maxBytes: number): Promise<ImageUpload> {
  const name = uploadedName(c);
  const bytes = await readUploadBody(c, maxBytes);
  const format = imageFormatOf(bytes);
  if (typeof format === 'string') {
    const message = refusals[format];
    throw new HttpError(400, 'validation_failed', message, { file: message });
  }
  return { name, bytes, format };
}
