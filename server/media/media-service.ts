import { createHash } from 'node:crypto';
import type { AdminActor } from '#server/audit/audit-actor.ts';
import { recordAudit } from '#server/audit/audit-repository.ts';
import { announceContentChange } from '#server/db/content-changes.ts';
import { issueId, issuedIdPattern } from '#server/db/issued-ids.ts';
import type { ServerContext } from '#server/context.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { ServiceError } from '#server/service-error.ts';
import { mediaUrl, type ImageEntry, type ImagesResponse } from '#shared/contracts/admin-images.ts';
import type { ImageFormat } from './image-format.ts';
import {
  deleteImage,
  findNamedImage,
  findServedImage,
  insertImage,
  listImageRows,
  type ImageRow,
} from './media-repository.ts';
import type { ServedImage, ServedImageCache } from './served-images.ts';

type MediaContext = Pick<ServerContext, 'db' | 'config' | 'contentImages'>;

/** An upload whose bytes were read and recognised as an image we keep. */
export interface ImageUpload {
  name: string;
  bytes: Uint8Array;
  format: ImageFormat;
}

const imagePrefix = 'img';
/** Ids we issued look like ours; anything else is not looked up. */
export const imageIdPattern = issuedIdPattern(imagePrefix);

export function imageEntry(row: ImageRow): ImageEntry {
  return {
    id: row.id,
    url: mediaUrl(row.sha256, row.ext),
    name: row.name,
    sizeBytes: row.sizeBytes,
    width: row.width,
    height: row.height,
    mimeType: row.mimeType,
    uploadedAt: row.uploadedAt.toISOString(),
    uploadedBy: row.uploadedByEmail,
  };
}

export async function listImages(ctx: MediaContext): Promise<ImagesResponse> {
  const rows = await listImageRows(ctx.db);
  return { images: rows.map(imageEntry), maxBytes: ctx.config.uploads.imageMaxBytes };
}

/**
 * Stores an image and records who uploaded it, in one transaction. The same bytes under the
 * same name again are not stored twice: the answer is the entry already there (`created`
 * false). Under another name they are a new entry, since content names images by name; both
 * share the one URL of their hash.
 */
export async function uploadImage(
  ctx: MediaContext,
  actor: AdminActor,
  upload: ImageUpload,
): Promise<{ entry: ImageEntry; created: boolean }> {
  const sha256 = createHash('sha256').update(upload.bytes).digest('hex');
  const stored = await inTransaction(ctx.db, async (tx) => {
    const inserted = await insertImage(tx, {
      id: issueId(imagePrefix),
      sha256,
      ext: upload.format.ext,
      mimeType: upload.format.mimeType,
      name: upload.name,
      sizeBytes: upload.bytes.byteLength,
      width: upload.format.width,
      height: upload.format.height,
      bytes: upload.bytes,
      uploadedBy: actor.actorId,
      uploadedByEmail: actor.actorEmail,
    });
    if (!inserted) {
      const existing = await findNamedImage(tx, sha256, upload.name);
      if (!existing) throw new Error(`Image ${sha256} conflicted but is not stored`);
      return { entry: imageEntry(existing), created: false };
    }
    await recordAudit(tx, {
      ...actor,
      action: 'image_uploaded',
      target: inserted.id,
      targetLabel: inserted.name,
      detail: { name: inserted.name, sha256, sizeBytes: inserted.sizeBytes },
    });
    await announceContentChange(tx, 'images');
    return { entry: imageEntry(inserted), created: true };
  });
  // Content may name this image: pages show it from now on.
  if (stored.created) await ctx.contentImages.reload();
  return stored;
}

/**
 * Removes an image: its public URL answers 404 from then on (at once on this instance, whose
 * served-image cache empties when the index changes; announced to the others).
 */
export async function removeImage(ctx: MediaContext, actor: AdminActor, id: string): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const row = await deleteImage(tx, id);
    if (!row) throw new ServiceError('not_found', 'not_found', 'There is no such image.');
    await recordAudit(tx, {
      ...actor,
      action: 'image_removed',
      target: row.id,
      targetLabel: row.name,
      detail: { name: row.name, sha256: row.sha256 },
    });
    await announceContentChange(tx, 'images');
  });
  await ctx.contentImages.reload();
}

/** The image a public URL names, from memory when it was served lately; undefined if none. */
export async function servedImage(
  ctx: Pick<ServerContext, 'db' | 'contentImages'>,
  served: ServedImageCache,
  sha256: string,
): Promise<ServedImage | undefined> {
  const cached = served.get(sha256);
  if (cached) return cached;
  // Made-up hashes cost no query: every stored one is known in memory.
  if (!ctx.contentImages.has(sha256)) return undefined;
  const readAt = served.generation;
  const row = await findServedImage(ctx.db, sha256);
  if (!row) return undefined;
  // A copy of our own: the driver's buffer may be a view on a larger one.
  const image = { ext: row.ext, mimeType: row.mimeType, bytes: new Uint8Array(row.bytes) };
  served.set(sha256, image, readAt);
  return image;
}
