/** The reviews written through one buyer's orders, for a privacy export (server/privacy/). */
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { reviews } from '#server/db/schema.ts';

const exportColumns = {
  id: reviews.id,
  orderId: reviews.orderId,
  createdAt: reviews.createdAt,
  rating: reviews.rating,
  body: reviews.body,
  displayName: reviews.displayName,
  consentedAt: reviews.consentedAt,
  status: reviews.status,
  moderatedAt: reviews.moderatedAt,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
};

export type PersonReviewRow = Pick<typeof reviews.$inferSelect, keyof typeof exportColumns>;

/** The reviews of `orderIds` (one per order at most), oldest first. */
export async function reviewsOfOrders(
  db: Database,
  orderIds: readonly string[],
): Promise<PersonReviewRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select(exportColumns)
    .from(reviews)
    .where(inArray(reviews.orderId, [...orderIds]))
    .orderBy(asc(reviews.createdAt), asc(reviews.id));
}
