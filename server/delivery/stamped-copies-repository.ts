import { and, eq, ne, sql } from 'drizzle-orm';
import { binaryColumn, binaryValue, fromBase64 } from '#server/db/binary.ts';
import type { Database } from '#server/db/database.ts';
import { stampedCopies, stampedCopyChunks } from '#server/db/schema.ts';
import { chunkBytes } from '#server/guide-files/guide-files-repository.ts';

export interface StampedCopy {
  orderId: string;
  guideVersion: string;
  bytes: Uint8Array;
}

/** The order's stored copy of that guide version, read a 1 MiB row at a time; else undefined. */
export async function readStampedCopy(
  db: Database,
  orderId: string,
  guideVersion: string,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const [copy] = await db
    .select({ sizeBytes: stampedCopies.sizeBytes })
    .from(stampedCopies)
    .where(and(eq(stampedCopies.orderId, orderId), eq(stampedCopies.guideVersion, guideVersion)));
  if (!copy) return undefined;
  const bytes = new Uint8Array(copy.sizeBytes);
  for (let seq = 0; seq * chunkBytes < copy.sizeBytes; seq += 1) {
    const [chunk] = await db
      .select({ base64: binaryColumn(stampedCopyChunks.bytes) })
      .from(stampedCopyChunks)
      .where(and(eq(stampedCopyChunks.orderId, orderId), eq(stampedCopyChunks.seq, seq)));
    // Replaced or removed meanwhile.
    if (!chunk) return undefined;
    bytes.set(fromBase64(chunk.base64), seq * chunkBytes);
  }
  return bytes;
}

/**
 * Stores the order's copy in one transaction: a copy of another guide version goes, and so
 * do the oldest copies of all orders once all of them would pass `maxTotalBytes` (they are
 * stamped again when asked for). 'kept' when the order already has a copy of this version
 * (another request or instance stored it first): the caller serves that one.
 */
export async function storeStampedCopy(
  db: Database,
  copy: StampedCopy,
  maxTotalBytes: number,
): Promise<'stored' | 'kept'> {
  return db.transaction(async (tx) => {
    await tx
      .delete(stampedCopies)
      .where(
        and(
          eq(stampedCopies.orderId, copy.orderId),
          ne(stampedCopies.guideVersion, copy.guideVersion),
        ),
      );
    const inserted = await tx
      .insert(stampedCopies)
      .values({
        orderId: copy.orderId,
        guideVersion: copy.guideVersion,
        sizeBytes: copy.bytes.byteLength,
      })
      .onConflictDoNothing({ target: stampedCopies.orderId })
      .returning({ orderId: stampedCopies.orderId });
    if (inserted.length === 0) return 'kept';
    for (let seq = 0; seq * chunkBytes < copy.bytes.byteLength; seq += 1) {
      const chunk = copy.bytes.subarray(seq * chunkBytes, (seq + 1) * chunkBytes);
      await tx
        .insert(stampedCopyChunks)
        .values({ orderId: copy.orderId, seq, bytes: binaryValue(chunk) });
    }
    // Newest first, the copies whose running total passes the budget go (their chunks by
    // cascade). The copy just stored is the newest, so it stays unless it alone is too big.
    await tx.execute(sql`
      delete from ${stampedCopies} where ${stampedCopies.orderId} in (
        select order_id from (
          select order_id, sum(size_bytes) over (order by created_at desc, order_id desc) as running
          from ${stampedCopies}
        ) as totals where running > ${maxTotalBytes}
      )`);
    return 'stored';
  });
}

/** The bytes all stored copies take, held under `stampedCopiesMaxBytes` by `storeStampedCopy`. */
export async function storedCopiesBytes(db: Database): Promise<number> {
  const [row] = await db
    .select({ bytes: sql`coalesce(sum(${stampedCopies.sizeBytes}), 0)`.mapWith(Number) })
    .from(stampedCopies);
  return row?.bytes ?? 0;
}
