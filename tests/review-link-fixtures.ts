import { asc, eq } from 'drizzle-orm';
import { newSecretToken, tokenHash } from '#server/auth/secret-token.ts';
import type { Database } from '#server/db/database.ts';
import { mailOptOuts, reviewRequests, reviews } from '#server/db/schema.ts';
import { storedOrder, type TestOrder } from './order-factory.ts';

/**
 * A completed order with a review request whose links were mailed: answers the order, the
 * review link's token and the stop link's, as the buyer's mail holds them.
 */
export async function openReviewLink(
  db: Database,
  options: { order?: Partial<TestOrder>; requestedAt?: Date } = {},
) {
  const order = await storedOrder(db, options.order);
  const token = newSecretToken();
  const optOutToken = newSecretToken();
  await db.insert(reviewRequests).values({
    orderId: order.id,
    tokenHash: tokenHash(token),
    optOutTokenHash: tokenHash(optOutToken),
    createdAt: options.requestedAt ?? new Date(),
  });
  return { order, token, optOutToken };
}

/** A review as a buyer fills the form in: valid unless told otherwise. */
export function reviewInput(overrides: Record<string, unknown> = {}) {
  return {
    rating: 5,
    body: 'The guide showed me which form to file and when. Clear and calm.',
    name: 'Sam B.',
    consent: true,
    ...overrides,
  };
}

export const reviewRows = (db: Database) => db.select().from(reviews).orderBy(asc(reviews.id));

export const reviewRequestRows = (db: Database) =>
  db.select().from(reviewRequests).orderBy(asc(reviewRequests.createdAt));

export async function reviewRequestOf(db: Database, orderId: string) {
  const [row] = await db.select().from(reviewRequests).where(eq(reviewRequests.orderId, orderId));
  return row;
}

export const optOutRows = (db: Database) => db.select().from(mailOptOuts);
