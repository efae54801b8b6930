/**
 * The downloads made from the library (`via` 'library'): server/library counts and records
 * them here, as only server/delivery queries `download_events` (docs/decisions/029).
 */
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { downloadEvents } from '#server/db/schema.ts';

/** Library downloads of each order since `since` (download_events_order_id_idx). */
export async function countLibraryDownloads(
  db: Database,
  orderIds: readonly string[],
  since: Date,
): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: downloadEvents.orderId, count: sql<number>`count(*)::int` })
    .from(downloadEvents)
    .where(
      and(
        inArray(downloadEvents.orderId, [...orderIds]),
        eq(downloadEvents.via, 'library'),
        gt(downloadEvents.at, since),
      ),
    )
    .groupBy(downloadEvents.orderId);
  return new Map(rows.map((row) => [row.orderId, row.count]));
}

export async function insertLibraryDownload(
  db: Database,
  event: { orderId: string; at: Date; ip: string | null; userAgent: string | null },
): Promise<number> {
  const [row] = await db
    .insert(downloadEvents)
    .values({ ...event, via: 'library' })
    .returning({ id: downloadEvents.id });
  if (!row) throw new Error(`No library download recorded for order ${event.orderId}`);
  return row.id;
}

/** Gives a counted download back when its copy could not be made. */
export async function deleteLibraryDownload(db: Database, id: number): Promise<void> {
  await db.delete(downloadEvents).where(eq(downloadEvents.id, id));
}
