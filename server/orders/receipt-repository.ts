import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { orders } from '#server/db/schema.ts';

/** What a receipt states of its order. */
export interface ReceiptOrder {
  id: string;
  status: 'completed' | 'refunded';
  createdAt: Date;
  completedAt: Date | null;
  refundedAt: Date | null;
  /** The net; the buyer paid it with `taxCents` on top. */
  amountCents: number;
  taxCents: number;
  taxPrices: 'exclusive' | 'inclusive' | null;
  listPriceCents: number | null;
  discountCode: string | null;
  discountCents: number;
  currency: string;
  paymentMethodKind: string | null;
  customerName: string;
  customerEmail: string;
  address: string;
  city: string;
  state: string;
  zip: string;
}

/** The paid (or refunded) order whose receipt secret this is; undefined for any other. */
export async function findReceiptOrder(
  db: Database,
  token: string,
): Promise<ReceiptOrder | undefined> {
  const [order] = await db
    .select({
      id: orders.id,
      status: orders.status,
      createdAt: orders.createdAt,
      completedAt: orders.completedAt,
      refundedAt: orders.refundedAt,
      amountCents: orders.amountCents,
      taxCents: orders.taxCents,
      taxPrices: orders.taxPrices,
      listPriceCents: orders.listPriceCents,
      discountCode: orders.discountCode,
      discountCents: orders.discountCents,
      currency: orders.currency,
      paymentMethodKind: orders.paymentMethodKind,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      address: orders.address,
      city: orders.city,
      state: orders.state,
      zip: orders.zip,
    })
    .from(orders)
    .where(and(eq(orders.receiptToken, token), inArray(orders.status, ['completed', 'refunded'])));
  if (!order || (order.status !== 'completed' && order.status !== 'refunded')) return undefined;
  return { ...order, status: order.status };
}
