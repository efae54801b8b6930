import { recordAudit } from '#server/audit/audit-repository.ts';
import type { ServerContext } from '#server/context.ts';
import type { CsvExport } from '#server/http/csv-export.ts';
import type { Order } from './order-repository.ts';
import { dollars, orderRevenue, orderTax } from '#server/revenue/revenue.ts';
import { formatAmount } from '#shared/money.ts';
import { allOrdersNewestFirst } from './admin-orders-repository.ts';
import type { AdminActor } from '#server/audit/audit-actor.ts';

const money = (cents: number) => formatAmount(dollars(cents));

/** Whether the price the buyer saw held the tax; empty for an order taken without tax. */
const taxIncluded = { inclusive: 'yes', exclusive: 'no', none: null } as const;

/** Rows read from the database per query while the file is sent. */
const batchSize = 1000;

const columns: ReadonlyArray<readonly [string, (order: Order) => string | null]> = [
  ['Order ID', (order) => order.id],
  ['Created', (order) => order.createdAt.toISOString()],
  ['Status', (order) => order.status],
  ['Amount', (order) => money(order.amountCents)],
  // What the buyer was asked before a code and what the code took off: Amount is their difference.
  ['List price', (order) => (order.listPriceCents === null ? null : money(order.listPriceCents))],
  ['Discount code', (order) => order.discountCode],
  ['Discount', (order) => money(order.discountCents)],
  // The revenue rule of every other view (server/revenue/revenue.ts), so summing these columns
  // over the rows completed in a period gives that period's gross, refunds and net.
  ['Paid', (order) => money(orderRevenue(order).grossCents)],
  ['Refunded amount', (order) => money(orderRevenue(order).refundedCents)],
  ['Net', (order) => money(orderRevenue(order).netCents)],
  // The sales tax beside the money, never in it (the buyer paid Paid + Sales tax), by the same
  // rule: summed over a period's rows, Sales tax less Sales tax refunded is the tax collected.
  ['Sales tax', (order) => money(orderTax(order).grossTaxCents)],
  ['Sales tax refunded', (order) => money(orderTax(order).refundedTaxCents)],
  ['Prices include tax', (order) => taxIncluded[order.taxPrices ?? 'none']],
  ['Currency', (order) => order.currency],
  ['Customer name', (order) => order.customerName],
  ['Email', (order) => order.customerEmail],
  ['Address', (order) => order.address],
  ['City', (order) => order.city],
  ['State', (order) => order.state],
  ['ZIP', (order) => order.zip],
  ['Provider', (order) => order.provider],
  ['Payment intent', (order) => order.paymentIntentId],
  ['Completed', (order) => order.completedAt?.toISOString() ?? null],
  ['Refunded', (order) => order.refundedAt?.toISOString() ?? null],
];

/** Every order, newest first, as the CSV download; the export is recorded before it starts. */
export async function ordersExport(
  ctx: Pick<ServerContext, 'db' | 'clock'>,
  actor: AdminActor,
): Promise<CsvExport<Order>> {
  await recordAudit(ctx.db, { ...actor, action: 'orders_exported' });
  return {
    name: 'orders',
    headers: columns.map(([header]) => header),
    cells: (order) => columns.map(([, cell]) => cell(order)),
    rows: allOrdersNewestFirst(ctx.db, batchSize),
    now: ctx.clock(),
  };
}
