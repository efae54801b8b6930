import { inArray } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { downloadEvents, downloadTokens, stampedCopies } from '#server/db/schema.ts';

/**
 * An erased buyer's downloads (decision 110): their links deleted, their stamped copies (every
 * page carries the address) deleted with their bytes, and each download's address and browser
 * forgotten; the downloads themselves stay counted.
 */
export async function eraseDownloads(
  db: Database,
  orderIds: readonly string[],
): Promise<{ downloadTokens: number; downloadEvents: number; stampedCopies: number }> {
  if (orderIds.length === 0) return { downloadTokens: 0, downloadEvents: 0, stampedCopies: 0 };
  const ids = [...orderIds];
  const tokens = await db
    .delete(downloadTokens)
    .where(inArray(downloadTokens.orderId, ids))
    .returning({ token: downloadTokens.token });
  const events = await db
    .update(downloadEvents)
    .set({ ip: null, userAgent: null })
    .where(inArray(downloadEvents.orderId, ids))
    .returning({ id: downloadEvents.id });
  // Their chunks go with them (on delete cascade).
  const copies = await db
    .delete(stampedCopies)
    .where(inArray(stampedCopies.orderId, ids))
    .returning({ orderId: stampedCopies.orderId });
  return {
    downloadTokens: tokens.length,
    downloadEvents: events.length,
    stampedCopies: copies.length,
  };
}
