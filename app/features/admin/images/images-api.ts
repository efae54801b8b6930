import { getJson, request } from '#app/lib/api-client.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import {
  imageEntrySchema,
  imagesResponseSchema,
  type ImageEntry,
  type ImagesResponse,
} from '#shared/contracts/admin-images.ts';
import { okSchema } from '#shared/contracts/admin.ts';
import { uploadFile } from '../kit/upload-file.ts';

export function fetchImages(): Promise<ImagesResponse> {
  return getJson(adminApi.images, imagesResponseSchema);
}

/** One image as the raw request body; `onProgress` from 0 to 1 as its bytes leave. */
export function uploadImage(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<ImageEntry> {
  return uploadFile({ path: adminApi.images, file, schema: imageEntrySchema, onProgress });
}

export async function removeImage(imageId: string): Promise<void> {
  await request(okSchema, adminApi.image(imageId), 'DELETE');
}
