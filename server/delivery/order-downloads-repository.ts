/**
 * One order's download link and downloads, as the back office's order detail reads them: only
 * server/delivery queries `download_tokens` and `download_events` (docs/decisions/029).
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { downloadEvents, downloadTokens } from '#server/db/schema.ts';

export type DownloadLinkRow = Pick<
  typeof downloadTokens.$inferSelect,
  'expiresAt' | 'maxDownloads' | 'downloadsUsed'
>;

export async function downloadLinkOfOrder(
  db: Database,
  orderId: string,
): Promise<DownloadLinkRow | undefined> {
  const [row] = await db
    .select({
      expiresAt: downloadTokens.expiresAt,
      maxDownloads: downloadTokens.maxDownloads,
      downloadsUsed: downloadTokens.downloadsUsed,
    })
    .from(downloadTokens)
    // The delivery link; an update notice's newer link is the notice's own.
    .where(and(eq(downloadTokens.orderId, orderId), isNull(downloadTokens.guideFileId)));
  return row;
}

export type DownloadRow = Pick<typeof downloadEvents.$inferSelect, 'at' | 'ip' | 'userAgent'>;

/** Every download of an order, oldest first (index download_events_order_id_idx). */
export async function downloadsOfOrder(db: Database, orderId: string): Promise<DownloadRow[]> {
  return db
    .select({ at: downloadEvents.at, ip: downloadEvents.ip, userAgent: downloadEvents.userAgent })
    .from(downloadEvents)
    .where(eq(downloadEvents.orderId, orderId))
    .orderBy(asc(downloadEvents.at), asc(downloadEvents.id));
}
