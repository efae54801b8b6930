import { and, desc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { likeLiteral } from '#server/db/like-pattern.ts';
import { orderVisits } from '#server/analytics/visits-repository.ts';
import { orders } from '#server/db/schema.ts';
import { moneyColumns } from './revenue-repository.ts';
import { paidStatuses, unpaidStatuses } from '#server/revenue/revenue.ts';
import type { Order } from './order-repository.ts';
import type { OrderStatusFilter } from '#shared/contracts/admin.ts';

const listColumns = {
  id: orders.id,
  createdAt: orders.createdAt,
  status: orders.status,
  amountCents: orders.amountCents,
  taxCents: orders.taxCents,
  currency: orders.currency,
  customerName: orders.customerName,
  customerEmail: orders.customerEmail,
};

export type OrderListRow = Pick<Order, keyof typeof listColumns>;

/** Newest first; the id breaks ties, so paging and export batches never skip or repeat. */
const newestFirst = [desc(orders.createdAt), desc(orders.id)];

/** Paid orders, by `orderRevenue`'s rule (server/revenue/revenue.ts). */
const paid = and(isNotNull(orders.completedAt), inArray(orders.status, [...paidStatuses]));
const unpaid = inArray(orders.status, [...unpaidStatuses]);

/** The rows each status filter lists (orders_status_created_at_idx serves each). */
const statusConditions: Record<OrderStatusFilter, SQL | undefined> = {
  paid,
  completed: eq(orders.status, 'completed'),
  refunded: and(paid, eq(orders.status, 'refunded')),
  unpaid,
  pending: eq(orders.status, 'pending'),
  expired: eq(orders.status, 'expired'),
  all: undefined,
};

export interface OrderTotals extends OrderMoney {
  orders: number;
  refunded: number;
  unpaidCheckouts: number;
}

/** The money and the tax beside it of the orders a query selects (`moneyColumns`). */
export interface OrderMoney {
  grossCents: number;
  refundedCents: number;
  grossTaxCents: number;
  refundedTaxCents: number;
}

const noMoney: OrderMoney = {
  grossCents: 0,
  refundedCents: 0,
  grossTaxCents: 0,
  refundedTaxCents: 0,
};

/**
 * The orders card's counts and money ever paid in one pass over the orders (pg answers
 * counts and sums as strings). It reads every order: about 50 ms at 100,000.
 */
export async function orderTotals(db: Database): Promise<OrderTotals> {
  const [row] = await db
    .select({
      orders: sql`count(*) filter (where ${paid})`.mapWith(Number),
      refunded: sql`count(*) filter (where ${statusConditions.refunded})`.mapWith(Number),
      unpaidCheckouts: sql`count(*) filter (where ${unpaid})`.mapWith(Number),
      ...moneyColumns(),
    })
    .from(orders);
  return row ?? { orders: 0, refunded: 0, unpaidCheckouts: 0, ...noMoney };
}

/** The newest paid orders (index orders_status_created_at_idx). */
export async function newestOrders(db: Database, limit: number): Promise<OrderListRow[]> {
  return db
    .select(listColumns)
    .from(orders)
    .where(paid)
    .orderBy(...newestFirst)
    .limit(limit);
}

export interface OrderSearch {
  /** An order id's start (`ord_...`), a fragment of the e-mail or name, or empty. */
  q: string;
  /** The e-mail's domain, lower-cased; none or empty for any. */
  domain?: string;
  status: OrderStatusFilter;
  /** Created at or after this moment, and before `before`, when given. */
  since?: Date | undefined;
  before?: Date | undefined;
  offset: number;
  limit: number;
}

function textCondition(q: string): SQL | undefined {
  if (q === '') return undefined;
  // An id's start is an index range on orders_id_search_idx.
  if (q.startsWith('ord_')) return sql`${orders.id} like ${`${likeLiteral(q)}%`}`;
  // A fragment anywhere in the address or the name: a scan of the matching rows, which
  // `npm run bench:admin` times at 100,000 orders; ILIKE ignores case in every collation.
  const fragment = `%${likeLiteral(q)}%`;
  return sql`(${orders.customerEmail} ilike ${fragment} or ${orders.customerName} ilike ${fragment})`;
}

function searchCondition(search: OrderSearch): SQL | undefined {
  return and(
    // orders_status_created_at_idx serves the filter in the list's order.
    statusConditions[search.status],
    textCondition(search.q),
    !search.domain
      ? undefined
      : sql`lower(${orders.customerEmail}) like ${`%@${likeLiteral(search.domain)}`}`,
    search.since && gte(orders.createdAt, search.since),
    search.before && lt(orders.createdAt, search.before),
  );
}

export interface OrderSearchTotals extends OrderMoney {
  count: number;
}

export async function searchOrders(
  db: Database,
  search: OrderSearch,
): Promise<{ rows: OrderListRow[]; totals: OrderSearchTotals }> {
  const condition = searchCondition(search);
  const [rows, [totals]] = await Promise.all([
    db
      .select(listColumns)
      .from(orders)
      .where(condition)
      .orderBy(...newestFirst)
      .limit(search.limit)
      .offset(search.offset),
    // The count and the money of every match in the same pass (pg answers sums as strings).
    db
      .select({
        count: sql`count(*)`.mapWith(Number),
        ...moneyColumns(),
      })
      .from(orders)
      .where(condition),
  ]);
  return { rows, totals: totals ?? { count: 0, ...noMoney } };
}

/**
 * The money and tax of every order of an address, whatever its case, by the revenue rule
 * (orders_customer_email_search_idx finds them).
 */
export async function moneyOfEmail(db: Database, email: string): Promise<OrderMoney> {
  const [row] = await db
    .select(moneyColumns())
    .from(orders)
    .where(sql`lower(${orders.customerEmail}) = ${email.toLowerCase()}`);
  return row ?? noMoney;
}

/** Every order of an address, whatever its case, newest first. */
export async function ordersOfEmail(
  db: Database,
  email: string,
  limit: number,
): Promise<OrderListRow[]> {
  return db
    .select(listColumns)
    .from(orders)
    .where(sql`lower(${orders.customerEmail}) = ${email.toLowerCase()}`)
    .orderBy(...newestFirst)
    .limit(limit);
}

/**
 * Every order, newest first, read in batches after the last row sent (keyset paging on
 * created_at and id): each batch is one short query, and memory holds one batch at a time
 * however many orders there are.
 */
export async function* allOrdersNewestFirst(
  db: Database,
  batchSize: number,
): AsyncGenerator<Order> {
  // The cursor's time as PostgreSQL's text: a JavaScript Date would cut the microseconds,
  // and skip the rows stored within the same millisecond.
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const batch = await db
      .select({ order: orders, at: sql<string>`${orders.createdAt}::text` })
      .from(orders)
      .where(
        after && sql`(${orders.createdAt}, ${orders.id}) < (${after.at}::timestamptz, ${after.id})`,
      )
      .orderBy(...newestFirst)
      .limit(batchSize);
    for (const row of batch) yield row.order;
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) return;
    after = { at: last.at, id: last.order.id };
  }
}

/**
 * Where the order came from: the analytics visit its checkout named (source, utm medium and
 * campaign, the page it landed on). Undefined when the tracker never saw the buyer (no script,
 * Global Privacy Control, an admin) or the visit is not stored.
 */
export async function visitOfOrder(db: Database, orderId: string) {
  const [row] = await db
    .select({
      source: orderVisits.source,
      medium: orderVisits.medium,
      campaign: orderVisits.campaign,
      landingPage: orderVisits.landingPage,
    })
    .from(orders)
    .innerJoin(orderVisits, eq(orderVisits.sessionId, orders.analyticsSessionId))
    .where(eq(orders.id, orderId));
  return row;
}
