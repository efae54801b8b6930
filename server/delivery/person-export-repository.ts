/**
 * One buyer's download links, downloads and stamped copies, for a privacy export
 * (server/privacy/): the links' dates and counts without their tokens, the copies without bytes.
 */
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { downloadEvents, downloadTokens, stampedCopies } from '#server/db/schema.ts';

export interface PersonDeliveryRows {
  links: {
    orderId: string;
    createdAt: Date;
    expiresAt: Date;
    maxDownloads: number;
    downloadsUsed: number;
  }[];
  events: {
    orderId: string;
    at: Date;
    via: string;
    ip: string | null;
    userAgent: string | null;
  }[];
  stampedCopies: { orderId: string; guideVersion: string; sizeBytes: number; createdAt: Date }[];
}

/** What delivery holds of `orderIds`, oldest first. */
export async function deliveryOfOrders(
  db: Database,
  orderIds: readonly string[],
): Promise<PersonDeliveryRows> {
  if (orderIds.length === 0) return { links: [], events: [], stampedCopies: [] };
  const ids = [...orderIds];
  const links = await db
    .select({
      orderId: downloadTokens.orderId,
      createdAt: downloadTokens.createdAt,
      expiresAt: downloadTokens.expiresAt,
      maxDownloads: downloadTokens.maxDownloads,
      downloadsUsed: downloadTokens.downloadsUsed,
    })
    .from(downloadTokens)
    .where(inArray(downloadTokens.orderId, ids))
    .orderBy(asc(downloadTokens.createdAt));
  const events = await db
    .select({
      orderId: downloadEvents.orderId,
      at: downloadEvents.at,
      via: downloadEvents.via,
      ip: downloadEvents.ip,
      userAgent: downloadEvents.userAgent,
    })
    .from(downloadEvents)
    .where(inArray(downloadEvents.orderId, ids))
    .orderBy(asc(downloadEvents.at), asc(downloadEvents.id));
  const copies = await db
    .select({
      orderId: stampedCopies.orderId,
      guideVersion: stampedCopies.guideVersion,
      sizeBytes: stampedCopies.sizeBytes,
      createdAt: stampedCopies.createdAt,
    })
    .from(stampedCopies)
    .where(inArray(stampedCopies.orderId, ids))
    .orderBy(asc(stampedCopies.createdAt));
  return { links, events, stampedCopies: copies };
}
