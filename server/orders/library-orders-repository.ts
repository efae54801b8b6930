import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { orders } from '#server/db/schema.ts';

/** The orders a library lists: paid, whether or not refunded since. */
const listedStatuses = ['completed', 'refunded'] as const;

// `lower(customer_email) = ...` is what orders_customer_email_search_idx serves.
const ofAddress = (email: string) => sql`lower(${orders.customerEmail}) = ${email}`;

/** Whether the (lower-cased) address has an order the library would list. */
export async function hasListedOrders(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(ofAddress(email), inArray(orders.status, listedStatuses)))
    .limit(1);
  return row !== undefined;
}

export interface LibraryOrderRow {
  id: string;
  status: 'completed' | 'refunded';
  customerEmail: string;
  amountCents: number;
  currency: string;
  discountCode: string | null;
  discountCents: number;
  createdAt: Date;
  completedAt: Date | null;
  refundedAt: Date | null;
}

const orderColumns = {
  id: orders.id,
  status: orders.status,
  customerEmail: orders.customerEmail,
  amountCents: orders.amountCents,
  currency: orders.currency,
  discountCode: orders.discountCode,
  discountCents: orders.discountCents,
  createdAt: orders.createdAt,
  completedAt: orders.completedAt,
  refundedAt: orders.refundedAt,
};

const isListed = (row: { status: string }): row is { status: LibraryOrderRow['status'] } =>
  (listedStatuses as readonly string[]).includes(row.status);

/** The address's paid orders, newest first. */
export async function listLibraryOrders(db: Database, email: string): Promise<LibraryOrderRow[]> {
  const rows = await db
    .select(orderColumns)
    .from(orders)
    .where(and(ofAddress(email), inArray(orders.status, listedStatuses)))
    .orderBy(desc(orders.completedAt), desc(orders.createdAt));
  return rows.filter((row): row is LibraryOrderRow => isListed(row));
}

/**
 * The address's order, locked until the transaction ends: downloads of one order take turns,
 * so two at once cannot both pass the daily limit.
 */
export async function lockLibraryOrder(
  db: Database,
  email: string,
  orderId: string,
): Promise<LibraryOrderRow | undefined> {
  const [row] = await db
    .select(orderColumns)
    .from(orders)
    .where(and(eq(orders.id, orderId), ofAddress(email)))
    .for('update');
  return row && isListed(row) ? { ...row, status: row.status } : undefined;
}
