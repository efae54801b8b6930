import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { selectRows, type Database } from '#server/db/database.ts';
import { orders, type OrderStatus } from '#server/db/schema.ts';
import { boughtSince } from './order-parts-repository.ts';

export type Order = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;

export async function insertOrder(db: Database, order: NewOrder): Promise<Order> {
  const [row] = await db.insert(orders).values(order).returning();
  if (!row) throw new Error('The order was not stored.');
  return row;
}

export async function attachProviderSession(
  db: Database,
  orderId: string,
  sessionId: string,
): Promise<void> {
  await db.update(orders).set({ providerSessionId: sessionId }).where(eq(orders.id, orderId));
}

export async function findOrder(db: Database, orderId: string): Promise<Order | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

/** Reads an order and holds its row until the transaction ends: callers for one order take turns. */
export async function lockOrder(db: Database, orderId: string): Promise<Order | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

export async function findOrderBySession(
  db: Database,
  sessionId: string,
): Promise<Order | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
  return row;
}

/**
 * Completes a pending (or expired, then paid) order. One statement, so of two
 * concurrent calls exactly one gets the row back: PostgreSQL re-checks the status
 * after waiting for the other's lock. The sales tax the provider computed is stored; with
 * tax-inclusive prices the net becomes what was charged less that tax.
 */
export async function markCompleted(
  db: Database,
  change: {
    orderId: string;
    sessionId: string;
    paymentIntentId: string | null;
    paymentMethodKind: string | null;
    /** The whole charge as the provider reports it; null when it names none. */
    chargedCents: number | null;
    taxCents: number;
  },
): Promise<Order | undefined> {
  const inclusiveNet =
    change.chargedCents === null ? orders.amountCents : change.chargedCents - change.taxCents;
  const [row] = await db
    .update(orders)
    .set({
      status: 'completed',
      completedAt: new Date(),
      paymentIntentId: change.paymentIntentId,
      paymentMethodKind: change.paymentMethodKind,
      taxCents: change.taxCents,
      amountCents: sql`case when ${orders.taxPrices} = 'inclusive' then ${inclusiveNet}::integer else ${orders.amountCents} end`,
    })
    .where(
      and(
        eq(orders.id, change.orderId),
        eq(orders.providerSessionId, change.sessionId),
        inArray(orders.status, ['pending', 'expired']),
      ),
    )
    .returning();
  return row;
}

export async function markExpired(
  db: Database,
  orderId: string,
  sessionId: string,
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ status: 'expired', expiredAt: new Date() })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.providerSessionId, sessionId),
        eq(orders.status, 'pending'),
      ),
    )
    .returning({ id: orders.id });
  return rows.length > 0;
}

/**
 * Refunds an order by its id whatever its status: the refund may come before the
 * completion, which takes only pending and expired orders and so leaves it refunded.
 * A refunded order is not touched again, so a repeated refund keeps its first time;
 * undefined then, so of two concurrent refunds exactly one gets the row back.
 */
export async function markRefunded(
  db: Database,
  refund: { orderId: string; paymentIntentId: string; refundId?: string; at?: Date },
): Promise<Order | undefined> {
  const [row] = await db
    .update(orders)
    .set({
      status: 'refunded',
      refundedAt: refund.at ?? new Date(),
      paymentIntentId: refund.paymentIntentId,
      ...(refund.refundId !== undefined && { refundId: refund.refundId }),
    })
    .where(and(eq(orders.id, refund.orderId), ne(orders.status, 'refunded')))
    .returning();
  return row;
}

/**
 * Stores the provider's refund id on an order the webhook marked refunded first; false when
 * it has one already.
 */
export async function attachRefundId(
  db: Database,
  orderId: string,
  refundId: string,
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ refundId })
    .where(and(eq(orders.id, orderId), isNull(orders.refundId)))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** Completed orders (a refunded one is no longer completed): a scan, nearly all orders are. */
export function countCompletedOrders(db: Database): Promise<number> {
  return db.$count(orders, eq(orders.status, 'completed'));
}

/** Whether the address bought (an order completed) at or after `since`. */
export async function hasBoughtSince(db: Database, email: string, since: Date): Promise<boolean> {
  const rows = await selectRows<{ bought: boolean }>(
    db,
    sql`select ${boughtSince(sql`${email.toLowerCase()}::text`, sql`${since.toISOString()}::timestamptz`)} as bought`,
  );
  return rows[0]?.bought === true;
}

export interface OrderSummary {
  id: string;
  status: OrderStatus;
  customerEmail: string;
  /** The net the shop earns, in cents: the price when the checkout started, less any tax in it. */
  amountCents: number;
  /** The sales tax paid on top of `amountCents`. */
  taxCents: number;
}

export async function findOrderSummary(
  db: Database,
  orderId: string,
): Promise<OrderSummary | undefined> {
  const [row] = await db
    .select({
      id: orders.id,
      status: orders.status,
      customerEmail: orders.customerEmail,
      amountCents: orders.amountCents,
      taxCents: orders.taxCents,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}
