import { and, desc, eq } from 'drizzle-orm';
import { binaryColumn, binaryValue, fromBase64 } from '#server/db/binary.ts';
import type { Database } from '#server/db/database.ts';
import { mediaImages } from '#server/db/schema.ts';

export type StoredImage = typeof mediaImages.$inferSelect;
export type NewImage = typeof mediaImages.$inferInsert;

/** Everything but the bytes: what the back office lists. */
const entryColumns = {
  id: mediaImages.id,
  sha256: mediaImages.sha256,
  ext: mediaImages.ext,
  mimeType: mediaImages.mimeType,
  name: mediaImages.name,
  sizeBytes: mediaImages.sizeBytes,
  width: mediaImages.width,
  height: mediaImages.height,
  uploadedAt: mediaImages.uploadedAt,
  uploadedByEmail: mediaImages.uploadedByEmail,
};
export type ImageRow = Pick<StoredImage, keyof typeof entryColumns>;

/** Every image, newest first (index media_images_uploaded_at_idx); the id breaks ties. */
export function listImageRows(db: Database): Promise<ImageRow[]> {
  return db
    .select(entryColumns)
    .from(mediaImages)
    .orderBy(desc(mediaImages.uploadedAt), desc(mediaImages.id));
}

/**
 * Stores an image unless the same bytes are stored under the same name already
 * (media_images_sha256_name_key): the new row, or undefined when that entry was there first.
 */
export async function insertImage(db: Database, image: NewImage): Promise<ImageRow | undefined> {
  const [row] = await db
    .insert(mediaImages)
    .values({ ...image, bytes: binaryValue(image.bytes) })
    .onConflictDoNothing({ target: [mediaImages.sha256, mediaImages.name] })
    .returning(entryColumns);
  return row;
}

export async function findNamedImage(
  db: Database,
  sha256: string,
  name: string,
): Promise<ImageRow | undefined> {
  const [row] = await db
    .select(entryColumns)
    .from(mediaImages)
    .where(and(eq(mediaImages.sha256, sha256), eq(mediaImages.name, name)));
  return row;
}

/** What the public URL serves: the type and bytes of one hash, from any entry holding them. */
export async function findServedImage(
  db: Database,
  sha256: string,
): Promise<Pick<StoredImage, 'ext' | 'mimeType' | 'bytes'> | undefined> {
  const [row] = await db
    .select({
      ext: mediaImages.ext,
      mimeType: mediaImages.mimeType,
      base64: binaryColumn(mediaImages.bytes),
    })
    .from(mediaImages)
    .where(eq(mediaImages.sha256, sha256))
    .limit(1);
  return row && { ext: row.ext, mimeType: row.mimeType, bytes: fromBase64(row.base64) };
}

/** Removes one image; answers what it was, or undefined when there was none. */
export async function deleteImage(db: Database, id: string): Promise<ImageRow | undefined> {
  const [row] = await db.delete(mediaImages).where(eq(mediaImages.id, id)).returning(entryColumns);
  return row;
}
