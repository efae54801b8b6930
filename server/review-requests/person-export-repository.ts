/** The review requests of one buyer's orders, for a privacy export (server/privacy/). */
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { reviewRequests } from '#server/db/schema.ts';

/** When each of `orderIds` was asked for a review and when the link was used; never its hashes. */
export async function reviewRequestsOfOrders(
  db: Database,
  orderIds: readonly string[],
): Promise<{ orderId: string; createdAt: Date; usedAt: Date | null }[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: reviewRequests.orderId,
      createdAt: reviewRequests.createdAt,
      usedAt: reviewRequests.usedAt,
    })
    .from(reviewRequests)
    .where(inArray(reviewRequests.orderId, [...orderIds]))
    .orderBy(asc(reviewRequests.createdAt));
}
