import { and, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { orders } from '#server/db/schema.ts';
import { paidStatuses, revenueOf, type Revenue } from '#server/revenue/revenue.ts';

/** Orders completed from `from` (included) to `to` (excluded); an open end is unbounded. */
export interface SalesWindow {
  from?: Date;
  to?: Date;
}

export interface Sales extends Revenue {
  /** Orders paid in the window: the shop's orders (revenue.ts), refunded since or not. */
  paidOrders: number;
  /** The part of them refunded since. */
  refundedOrders: number;
}

const paidIn = (window: SalesWindow) =>
  and(
    isNotNull(orders.completedAt),
    inArray(orders.status, [...paidStatuses]),
    window.from && gte(orders.completedAt, window.from),
    window.to && lt(orders.completedAt, window.to),
  );

/**
 * The gross and refunded cents of whatever orders a query selects, by `orderRevenue`'s rule:
 * for totals over a search, where the window is not a period of completion.
 */
export function moneyColumns() {
  const paid = paidIn({});
  return {
    grossCents: sql`coalesce(sum(${orders.amountCents}) filter (where ${paid}), 0)`.mapWith(Number),
    refundedCents:
      sql`coalesce(sum(${orders.amountCents}) filter (where ${paid} and ${orders.status} = 'refunded'), 0)`.mapWith(
        Number,
      ),
  };
}

/**
 * Each window's sales in one pass over the orders completed since the earliest start, read
 * from orders_completed_at_idx alone (completed_at, status, amount_cents). The rule is
 * `orderRevenue`'s: paid on completion, refunded when refunded after it.
 */
export async function salesIn(db: Database, windows: readonly SalesWindow[]): Promise<Sales[]> {
  const starts = windows.map((window) => window.from);
  const earliest = starts.includes(undefined)
    ? undefined
    : new Date(Math.min(...starts.map((start) => start?.getTime() ?? 0)));
  const columns = Object.fromEntries(
    windows.flatMap((window, index) => {
      const within = paidIn(window);
      return [
        [
          `gross${index}`,
          sql`coalesce(sum(${orders.amountCents}) filter (where ${within}), 0)`.mapWith(Number),
        ],
        [
          `refunded${index}`,
          sql`coalesce(sum(${orders.amountCents}) filter (where ${within} and ${orders.status} = 'refunded'), 0)`.mapWith(
            Number,
          ),
        ],
        [`paid${index}`, sql`count(*) filter (where ${within})`.mapWith(Number)],
        [
          `refundedOrders${index}`,
          sql`count(*) filter (where ${within} and ${orders.status} = 'refunded')`.mapWith(Number),
        ],
      ];
    }),
  );
  const [row] = await db
    .select(columns)
    .from(orders)
    .where(paidIn({ from: earliest }));
  if (!row) throw new Error('An aggregate query answered no row.');
  return windows.map((_, index) => ({
    ...revenueOf(Number(row[`gross${index}`]), Number(row[`refunded${index}`])),
    paidOrders: Number(row[`paid${index}`]),
    refundedOrders: Number(row[`refundedOrders${index}`]),
  }));
}
