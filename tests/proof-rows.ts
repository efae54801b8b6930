import type { Database } from '#server/db/database.ts';
import { customers, reviews, subscribers, testimonials } from '#server/db/schema.ts';
import { storedOrder, type TestOrder } from './order-factory.ts';

type ReviewRow = typeof reviews.$inferInsert;

/**
 * A buyer's review of an order of its own (stored completed unless `order` says otherwise),
 * approved unless told otherwise.
 */
export async function storedReview(
  db: Database,
  overrides: Partial<Omit<ReviewRow, 'orderId'>> = {},
  order: Partial<TestOrder> = {},
): Promise<typeof reviews.$inferSelect> {
  const { id: orderId } = await storedOrder(db, order);
  const [review] = await db
    .insert(reviews)
    .values({
      orderId,
      rating: 5,
      body: 'Clear and practical: I knew what to bring to my review.',
      displayName: 'Sam B.',
      consentedAt: new Date(),
      status: 'approved',
      ...overrides,
    })
    .returning();
  if (!review) throw new Error('the test review was not stored');
  return review;
}

export async function storedTestimonial(
  db: Database,
  overrides: Partial<typeof testimonials.$inferInsert> = {},
): Promise<typeof testimonials.$inferSelect> {
  const [testimonial] = await db
    .insert(testimonials)
    .values({ quote: 'It saved me a week of reading.', name: 'Dana R.', ...overrides })
    .returning();
  if (!testimonial) throw new Error('the test testimonial was not stored');
  return testimonial;
}

/** Subscribers `prefix0@example.com`, `prefix1@...`, all with the one status. */
export async function storedSubscribers(
  db: Database,
  count: number,
  status: 'pending' | 'confirmed' | 'unsubscribed',
  prefix = status,
): Promise<void> {
  if (count === 0) return;
  await db.insert(subscribers).values(
    Array.from({ length: count }, (_, index) => ({
      email: `${prefix}${String(index)}@example.com`,
      status,
      confirmToken: `${prefix}-confirm-${String(index)}`,
      unsubscribeToken: `${prefix}-unsubscribe-${String(index)}`,
    })),
  );
}

/** Rows of the buyers' ledger for `emails`, each with one order, refunded when told so. */
export async function storedBuyers(
  db: Database,
  emails: readonly string[],
  { refunded = false } = {},
): Promise<void> {
  if (emails.length === 0) return;
  const at = new Date();
  await db.insert(customers).values(
    emails.map((email) => ({
      email,
      orders: 1,
      paidCents: refunded ? 0 : 4700,
      refunds: refunded ? 1 : 0,
      refundedCents: refunded ? 4700 : 0,
      firstPurchaseAt: at,
      lastPurchaseAt: at,
    })),
  );
}
