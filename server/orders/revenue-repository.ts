import { and, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { orders } from '#server/db/schema.ts';
import { paidStatuses, revenueOf, taxOf, type Revenue, type Tax } from '#server/revenue/revenue.ts';

/** Orders completed from `from` (included) to `to` (excluded); an open end is unbounded. */
export interface SalesWindow {
  from?: Date;
  to?: Date;
}

export interface Sales extends Revenue, Tax {
  /** Orders paid in the window: the shop's orders (revenue.ts), refunded since or not. */
  paidOrders: number;
  /** The part of them refunded since. */
  refundedOrders: number;
}

const paidIn = (window: SalesWindow): SQL =>
  // `and` of at least one condition is one: the fallback only satisfies its type.
  and(
    isNotNull(orders.completedAt),
    inArray(orders.status, [...paidStatuses]),
    window.from && gte(orders.completedAt, window.from),
    window.to && lt(orders.completedAt, window.to),
  ) ?? sql`false`;

/** The sum of a column over the orders paid (`within`), and over those of them refunded since. */
function paidAndRefunded(column: typeof orders.amountCents | typeof orders.taxCents, within: SQL) {
  return [
    sql`coalesce(sum(${column}) filter (where ${within}), 0)`.mapWith(Number),
    sql`coalesce(sum(${column}) filter (where ${within} and ${orders.status} = 'refunded'), 0)`.mapWith(
      Number,
    ),
  ] as const;
}

/**
 * The gross and refunded cents, and the tax charged and given back beside them, of whatever
 * orders a query selects, by `orderRevenue`'s and `orderTax`'s rule: for totals over a search,
 * where the window is not a period of completion.
 */
export function moneyColumns() {
  const paid = paidIn({});
  const [grossCents, refundedCents] = paidAndRefunded(orders.amountCents, paid);
  const [grossTaxCents, refundedTaxCents] = paidAndRefunded(orders.taxCents, paid);
  return { grossCents, refundedCents, grossTaxCents, refundedTaxCents };
}

/**
 * Each window's sales and tax in one pass over the orders completed since the earliest start,
 * read from orders_completed_at_idx alone (completed_at, status, amount_cents, tax_cents). The
 * rule is `orderRevenue`'s and `orderTax`'s: paid on completion, refunded when refunded after it.
 */
export async function salesIn(db: Database, windows: readonly SalesWindow[]): Promise<Sales[]> {
  const starts = windows.map((window) => window.from);
  const earliest = starts.includes(undefined)
    ? undefined
    : new Date(Math.min(...starts.map((start) => start?.getTime() ?? 0)));
  const columns = Object.fromEntries(
    windows.flatMap((window, index) => {
      const within = paidIn(window);
      const [gross, refunded] = paidAndRefunded(orders.amountCents, within);
      const [grossTax, refundedTax] = paidAndRefunded(orders.taxCents, within);
      return [
        [`gross${index}`, gross],
        [`refunded${index}`, refunded],
        [`grossTax${index}`, grossTax],
        [`refundedTax${index}`, refundedTax],
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
    ...taxOf(Number(row[`grossTax${index}`]), Number(row[`refundedTax${index}`])),
    paidOrders: Number(row[`paid${index}`]),
    refundedOrders: Number(row[`refundedOrders${index}`]),
  }));
}
