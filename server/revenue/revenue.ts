import type { orders, OrderStatus } from '#server/db/schema.ts';

type Order = typeof orders.$inferSelect;

/**
 * The one definition of the shop's money, used by every view of it (Overview, the orders card
 * and export, Analytics). An order is a paid order: completed, or refunded after it was paid
 * (still an order, shown as refunded); an unpaid checkout (pending, expired) is none. A sale counts on the moment it was paid (`completed_at`); a refund
 * counts against that same sale, not the day it happened, so a period's net is the sum of its
 * orders that were kept, and no view's past figures change sign when a refund arrives later.
 */
export interface Revenue {
  /** Everything paid for orders completed in the period, refunded since or not. */
  grossCents: number;
  /** The part of it given back. */
  refundedCents: number;
  /** What the shop keeps: gross less refunded. */
  netCents: number;
}

export function revenueOf(grossCents: number, refundedCents: number): Revenue {
  return { grossCents, refundedCents, netCents: grossCents - refundedCents };
}

/**
 * The sales tax charged with the same orders, counted by the same rule (a period's tax is the
 * tax of the orders paid in it, a refund gives its order's tax back) and never part of
 * `Revenue`: the shop collects it for the states. The buyer paid `amount_cents + tax_cents`.
 */
export interface Tax {
  /** The tax charged on the orders paid in the period, refunded since or not. */
  grossTaxCents: number;
  /** The part given back with their refunds. */
  refundedTaxCents: number;
  /** The tax collected and kept: what is owed to the states. */
  taxCents: number;
}

export function taxOf(grossTaxCents: number, refundedTaxCents: number): Tax {
  return { grossTaxCents, refundedTaxCents, taxCents: grossTaxCents - refundedTaxCents };
}

/** The statuses of an order that was paid: completed, and refunded after its completion. */
export const paidStatuses = ['completed', 'refunded'] as const satisfies readonly OrderStatus[];

/** The statuses of a checkout never paid: still open, or past paying. Not an order. */
export const unpaidStatuses = ['pending', 'expired'] as const satisfies readonly OrderStatus[];

/**
 * One order's part in the figures: paid when it completed, refunded when it was refunded
 * after that (an order refunded before its completion arrived was never paid). The SQL of
 * `server/orders/revenue-repository.ts` sums the same rule, for the money and for the tax.
 */
export function orderRevenue(
  order: Pick<Order, 'status' | 'amountCents' | 'completedAt'>,
): Revenue {
  const paid = wasPaid(order) ? order.amountCents : 0;
  return revenueOf(paid, order.status === 'refunded' ? paid : 0);
}

/** One order's tax by the same rule: charged when it was paid, given back with its refund. */
export function orderTax(order: Pick<Order, 'status' | 'taxCents' | 'completedAt'>): Tax {
  const charged = wasPaid(order) ? order.taxCents : 0;
  return taxOf(charged, order.status === 'refunded' ? charged : 0);
}

function wasPaid(order: Pick<Order, 'status' | 'completedAt'>): boolean {
  return (
    order.completedAt !== null && (paidStatuses as readonly OrderStatus[]).includes(order.status)
  );
}

/**
 * The conversion rate every view shows (Overview, Analytics, the weekly report): paid orders,
 * refunded ones included, per visit (session started) in the same period of the seller's days;
 * 0 without visits. The wording the back office shows is `definitionsCopy`
 * (app/features/admin/kit/kit-copy.ts).
 */
export const conversionRate = (paidOrders: number, visits: number): number =>
  visits > 0 ? paidOrders / visits : 0;

/** Cents as the dollars the API answers. */
export const dollars = (cents: number): number => cents / 100;

/** The three figures as the API answers them (shared/contracts/revenue.ts). */
export function revenueFigures(money: Revenue): {
  revenue: number;
  grossRevenue: number;
  refundedRevenue: number;
} {
  return {
    revenue: dollars(money.netCents),
    grossRevenue: dollars(money.grossCents),
    refundedRevenue: dollars(money.refundedCents),
  };
}

/** The tax collected and kept, as the API answers it beside the revenue (shared/contracts/revenue.ts). */
export function taxFigures(tax: Tax): { tax: number } {
  return { tax: dollars(tax.taxCents) };
}
