import { z } from 'zod';
import { mediaPrefix } from './admin-api.ts';

/**
 * The image formats the shop stores and serves, by the extension of their public URL. SVG is
 * not one of them: it is a document that can carry script.
 */
export const imageFormats = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
} as const;
export type ImageExtension = keyof typeof imageFormats;

/** The formats above in words, for messages and hints: "PNG, JPEG, WebP, GIF or AVIF". */
export const imageFormatNames = 'PNG, JPEG, WebP, GIF or AVIF';

/** What a file picker offers: the formats above, by type. */
export const acceptedImageTypes = Object.values(imageFormats).join(',');

/** An image's public address: its content hash names it, so a URL always means the same bytes. */
export const mediaUrl = (sha256: string, ext: ImageExtension) => `${mediaPrefix}/${sha256}.${ext}`;

/** An uploaded image as the back office lists it. */
export const imageEntrySchema = z.object({
  id: z.string(),
  /** The public path, `/media/{sha256}.{ext}`. */
  url: z.string(),
  /** The name the file had on the uploader's machine. */
  name: z.string(),
  sizeBytes: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  mimeType: z.string(),
  /** ISO 8601. */
  uploadedAt: z.string(),
  /** The uploader's e-mail address, kept when their account is gone. */
  uploadedBy: z.string(),
});
export type ImageEntry = z.infer<typeof imageEntrySchema>;

/** `GET /api/admin/images`: every image, newest first, and the size limit of one. */
export const imagesResponseSchema = z.object({
  images: z.array(imageEntrySchema),
  maxBytes: z.number().int(),
});
export type ImagesResponse = z.infer<typeof imagesResponseSchema>;
