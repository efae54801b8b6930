import { and, asc, desc, eq, gt, notExists, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { likeLiteral } from '#server/db/like-pattern.ts';
import { customers } from '#server/db/schema.ts';
import {
  confirmedSubscriberOf,
  joinConfirmedSubscriberOf,
  joinedSubscriberFound,
} from '#server/newsletter/subscriber-repository.ts';
import { buyerTotals } from '#server/orders/order-parts-repository.ts';

export interface CustomerChange {
  /** Lower-cased. */
  email: string;
  orders: number;
  paidCents: number;
  refunds: number;
  refundedCents: number;
  /** The order's time: the buyer's first and last purchase stretch to hold it. */
  at: Date;
}

/** Adds an order's change to its buyer's row, creating the row at their first order. */
export async function addToCustomer(db: Database, change: CustomerChange): Promise<void> {
  await db
    .insert(customers)
    .values({
      email: change.email,
      orders: change.orders,
      paidCents: change.paidCents,
      refunds: change.refunds,
      refundedCents: change.refundedCents,
      firstPurchaseAt: change.at,
      lastPurchaseAt: change.at,
    })
    .onConflictDoUpdate({
      target: customers.email,
      set: {
        orders: sql`${customers.orders} + excluded.orders`,
        paidCents: sql`${customers.paidCents} + excluded.paid_cents`,
        refunds: sql`${customers.refunds} + excluded.refunds`,
        refundedCents: sql`${customers.refundedCents} + excluded.refunded_cents`,
        firstPurchaseAt: sql`least(${customers.firstPurchaseAt}, excluded.first_purchase_at)`,
        lastPurchaseAt: sql`greatest(${customers.lastPurchaseAt}, excluded.last_purchase_at)`,
      },
    });
}

const customerColumns = {
  email: customers.email,
  orders: customers.orders,
  paidCents: customers.paidCents,
  refunds: customers.refunds,
  refundedCents: customers.refundedCents,
  subscribed: joinedSubscriberFound,
  firstPurchaseAt: customers.firstPurchaseAt,
  lastPurchaseAt: customers.lastPurchaseAt,
};

export interface CustomerAggregate {
  email: string;
  orders: number;
  paidCents: number;
  refunds: number;
  refundedCents: number;
  subscribed: boolean;
  firstPurchaseAt: Date;
  lastPurchaseAt: Date;
}

const subscribedBuyer = joinConfirmedSubscriberOf(customers.email);

/** Buyers with whether they are confirmed subscribers (subscribers_email_key: one row at most). */
function customersWhere(db: Database, condition: SQL | undefined) {
  return db
    .select(customerColumns)
    .from(customers)
    .leftJoin(subscribedBuyer.table, subscribedBuyer.on)
    .where(condition);
}

/**
 * The buyers with an order not refunded who are not confirmed subscribers (for the parents
 * the site counts; addresses are stored lower-cased in both tables).
 */
export function countKeptBuyersNotSubscribed(db: Database): Promise<number> {
  return db.$count(
    customers,
    and(
      gt(customers.orders, customers.refunds),
      notExists(confirmedSubscriberOf(db, customers.email)),
    ),
  );
}

/** customers_email_trgm_idx serves the fragment; addresses are stored lower-cased. */
const emailContains = (q: string) =>
  q === '' ? undefined : sql`${customers.email} like ${`%${likeLiteral(q.toLowerCase())}%`}`;

/** One page of buyers, latest purchase first (customers_last_purchase_idx), and how many match. */
export async function listCustomers(
  db: Database,
  search: { q: string; offset: number; limit: number },
): Promise<{ rows: CustomerAggregate[]; total: number }> {
  const condition = emailContains(search.q);
  const [rows, total] = await Promise.all([
    customersWhere(db, condition)
      .orderBy(desc(customers.lastPurchaseAt), asc(customers.email))
      .limit(search.limit)
      .offset(search.offset),
    db.$count(customers, condition),
  ]);
  return { rows, total };
}

/** One buyer, by the lower-cased address, if they ever paid. */
export async function findCustomer(
  db: Database,
  email: string,
): Promise<CustomerAggregate | undefined> {
  const [row] = await customersWhere(db, eq(customers.email, email));
  return row;
}

/**
 * Every buyer, by address, read in batches after the last address sent (keyset paging on
 * the primary key): memory holds one batch at a time however many buyers there are.
 */
export async function* allCustomers(
  db: Database,
  batchSize: number,
): AsyncGenerator<CustomerAggregate> {
  let after: string | undefined;
  for (;;) {
    const batch = await customersWhere(
      db,
      after === undefined ? undefined : gt(customers.email, after),
    )
      .orderBy(asc(customers.email))
      .limit(batchSize);
    yield* batch;
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) return;
    after = last.email;
  }
}

/**
 * The whole table again from the paid orders, in one statement: what the ledger keeps, for
 * data written around it (the benchmark's generated shop). The migration that made the table
 * filled it with the same query.
 */
export async function rebuildCustomers(db: Database): Promise<void> {
  await db.delete(customers);
  await db.execute(sql`
    insert into ${customers} (email, orders, paid_cents, refunds, refunded_cents,
      first_purchase_at, last_purchase_at)
    ${buyerTotals}`);
}
