import { and, desc, eq } from 'drizzle-orm';
import { binaryColumn, binaryValue, fromBase64 } from '#server/db/binary.ts';
import type { Database } from '#server/db/database.ts';
import { guideFileChunks, guideFiles } from '#server/db/schema.ts';

export type GuideFileRow = typeof guideFiles.$inferSelect;
export type NewGuideFile = Omit<typeof guideFiles.$inferInsert, 'uploadedAt'>;

/** Rows of at most 1 MiB: no statement carries the whole file as one parameter or value. */
export const chunkBytes = 1024 * 1024;

/** Newest first; the id breaks ties of the same instant. */
const newestFirst = [desc(guideFiles.uploadedAt), desc(guideFiles.id)];

/** Every stored file's facts, newest first (index guide_files_uploaded_at_idx); no bytes. */
export function listGuideFiles(db: Database): Promise<GuideFileRow[]> {
  return db
    .select()
    .from(guideFiles)
    .orderBy(...newestFirst);
}

/** The file buyers receive: the newest one (one index step), or undefined when none is stored. */
export async function newestGuideFile(
  db: Database,
): Promise<Pick<GuideFileRow, 'id' | 'name' | 'uploadedAt' | 'pageCount'> | undefined> {
  const [row] = await db
    .select({
      id: guideFiles.id,
      name: guideFiles.name,
      uploadedAt: guideFiles.uploadedAt,
      pageCount: guideFiles.pageCount,
    })
    .from(guideFiles)
    .orderBy(...newestFirst)
    .limit(1);
  return row;
}

/**
 * Stores a file's facts and its bytes in 1 MiB rows; call it inside the upload's transaction.
 */
export async function insertGuideFile(
  db: Database,
  file: NewGuideFile,
  bytes: Uint8Array,
): Promise<GuideFileRow> {
  const [row] = await db.insert(guideFiles).values(file).returning();
  if (!row) throw new Error('inserting a guide file returned no row');
  for (let seq = 0; seq * chunkBytes < bytes.byteLength; seq += 1) {
    const start = seq * chunkBytes;
    const length = Math.min(chunkBytes, bytes.byteLength - start);
    const chunk = bytes.subarray(start, start + length);
    await db.insert(guideFileChunks).values({ fileId: file.id, seq, bytes: binaryValue(chunk) });
  }
  return row;
}

/** Removes a file and (by cascade) its bytes; the removed row, or undefined for an unknown id. */
export async function deleteGuideFile(db: Database, id: string): Promise<GuideFileRow | undefined> {
  const [row] = await db.delete(guideFiles).where(eq(guideFiles.id, id)).returning();
  return row;
}

/**
 * A file's bytes, read a chunk at a time (each row is one modest query) into one buffer of
 * the recorded size. Undefined when the file was removed meanwhile.
 */
export async function readGuideFileBytes(
  db: Database,
  id: string,
): Promise<Uint8Array | undefined> {
  const [file] = await db
    .select({ sizeBytes: guideFiles.sizeBytes })
    .from(guideFiles)
    .where(eq(guideFiles.id, id));
  if (!file) return undefined;
  const bytes = new Uint8Array(file.sizeBytes);
  const chunks = Math.ceil(file.sizeBytes / chunkBytes);
  for (let seq = 0; seq < chunks; seq += 1) {
    const [chunk] = await db
      .select({ base64: binaryColumn(guideFileChunks.bytes) })
      .from(guideFileChunks)
      .where(and(eq(guideFileChunks.fileId, id), eq(guideFileChunks.seq, seq)));
    if (!chunk) return undefined;
    bytes.set(fromBase64(chunk.base64), seq * chunkBytes);
  }
  return bytes;
}
