import type { ImageEntry, ImagesResponse } from '#shared/contracts/admin-images.ts';
import { testAdmin } from './admin-fixtures.ts';

/** A stored image as the admin API lists it; its hash is made from its number. */
export function imageEntry(number: number, overrides: Partial<ImageEntry> = {}): ImageEntry {
  const sha256 = String(number).padStart(2, '0').repeat(32);
  return {
    id: `img_${number}`,
    url: `/media/${sha256}.png`,
    name: `picture-${number}.png`,
    sizeBytes: 150 * 1024,
    width: 1200,
    height: 630,
    mimeType: 'image/png',
    uploadedAt: '2026-11-20T09:30:00.000Z',
    uploadedBy: testAdmin.email,
    ...overrides,
  };
}

/** `GET /api/admin/images`: two images and the default 5 MB limit unless told. */
export function imagesList(
  images: ImageEntry[] = [imageEntry(2, { name: 'hero.webp' }), imageEntry(1)],
): ImagesResponse {
  return { images, maxBytes: 5 * 1024 * 1024 };
}
