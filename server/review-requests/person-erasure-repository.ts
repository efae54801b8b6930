import { inArray } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { reviewRequests } from '#server/db/schema.ts';

/**
 * An erased buyer's review requests, deleted with their links; their orders are never asked
 * again (an erased order is no longer due, server/orders/order-parts-repository.ts).
 */
export async function eraseReviewRequests(
  db: Database,
  orderIds: readonly string[],
): Promise<number> {
  if (orderIds.length === 0) return 0;
  const erased = await db
    .delete(reviewRequests)
    .where(inArray(reviewRequests.orderId, [...orderIds]))
    .returning({ orderId: reviewRequests.orderId });
  return erased.length;
}
