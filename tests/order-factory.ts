import { recordConversion } from '#server/analytics/storage/analytics-store-repository.ts';
import { countPurchase } from '#server/customers/customer-ledger.ts';
import { issueId } from '#server/db/issued-ids.ts';
import type { Database } from '#server/db/database.ts';
import { orders } from '#server/db/schema.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { limitedPaymentPageMs } from '#server/discount-codes/discount-quote.ts';
import type { TaxPriceMode } from '#shared/contracts/admin-settings.ts';

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

/**
 * The money columns of an order taxed at `rate` (0.0825 is 8.25%) on a price, as the purchase
 * path stores them (`amount_cents` is always the net): with exclusive prices the tax is added to
 * the price; with inclusive prices the price holds it, and the net is the price less the tax.
 */
export function taxedAt(
  rate: number,
  taxPrices: TaxPriceMode,
  priceCents = 4700,
): Pick<TestOrder, 'amountCents' | 'taxCents' | 'taxPrices'> {
  if (taxPrices === 'exclusive') {
    return { amountCents: priceCents, taxCents: Math.round(priceCents * rate), taxPrices };
  }
  const taxCents = priceCents - Math.round(priceCents / (1 + rate));
  return { amountCents: priceCents - taxCents, taxCents, taxPrices };
}

/**
 * A paid order with what its completion writes beside it: the analytics purchase of its net
 * (what Analytics counts as revenue) and its buyer's row of the Customers list. Refundable
 * through the test provider.
 */
export async function soldOrder(
  db: Database,
  overrides: Partial<TestOrder> = {},
): Promise<typeof orders.$inferSelect> {
  return inTransaction(db, async (tx) => {
    const order = await storedOrder(tx, {
      paymentIntentId: `pi_test_${issueId('pay')}`,
      ...overrides,
    });
    await recordConversion(tx, {
      orderId: order.id,
      type: 'purchase',
      sessionId: order.analyticsSessionId,
      visitorId: order.analyticsVisitorId,
      revenueCents: order.amountCents,
      at: order.completedAt ?? order.createdAt,
    });
    await countPurchase(tx, order);
    return order;
  });
}
