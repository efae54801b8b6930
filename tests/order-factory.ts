import { issueId } from '#server/db/issued-ids.ts';
import type { Database } from '#server/db/database.ts';
import { orders } from '#server/db/schema.ts';
import { limitedPaymentPageMs } from '#server/discount-codes/discount-quote.ts';

export type TestOrder = typeof orders.$inferInsert;

/**
 * A paid order as a test needs it, stored and answered as stored: completed, at the record's
 * price, unless told otherwise. Written straight to the table, so tests can store any state.
 * Its payment page takes payment as long as a checkout's with a limited code does.
 */
export async function storedOrder(
  db: Database,
  overrides: Partial<TestOrder> = {},
): Promise<typeof orders.$inferSelect> {
  const createdAt = overrides.createdAt ?? new Date();
  const [order] = await db
    .insert(orders)
    .values({
      id: issueId('ord'),
      amountCents: 4700,
      currency: 'USD',
      productId: 'child_support_guide',
      customerEmail: 'buyer@example.com',
      customerName: 'Sam Buyer',
      address: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      provider: 'test',
      status: 'completed',
      completedAt: new Date(),
      createdAt,
      payableUntil: new Date(createdAt.getTime() + limitedPaymentPageMs),
      ...overrides,
    })
    .returning();
  if (!order) throw new Error('the test order was not stored');
  return order;
}
