import type { AdminActor } from '#server/audit/audit-actor.ts';
import { recordAudit } from '#server/audit/audit-repository.ts';
import { adminOrderRow, dollars, moneyOfEmail, ordersOfEmail } from '#server/orders/orders.ts';
import { taxFigures, taxOf } from '#server/revenue/revenue.ts';
import type { ServerContext } from '#server/context.ts';
import type { CsvExport } from '#server/http/csv-export.ts';
import { ServiceError } from '#server/service-error.ts';
import type {
  CustomerDetail,
  CustomerQuery,
  CustomerRow,
  CustomersResponse,
} from '#shared/contracts/admin-customers.ts';
import { formatAmount } from '#shared/money.ts';
import {
  allCustomers,
  findCustomer,
  listCustomers,
  type CustomerAggregate,
} from './customers-repository.ts';

const customerPageSize = 25;
/** A buyer's page lists this many of their orders, newest first: far more than anyone buys. */
const ordersShown = 100;
/** Buyers read from the database per query while the file is sent. */
const exportBatchSize = 2000;

function customerRow(customer: CustomerAggregate): CustomerRow {
  return {
    email: customer.email,
    orders: customer.orders,
    paid: dollars(customer.paidCents),
    refunds: customer.refunds,
    refunded: dollars(customer.refundedCents),
    subscribed: customer.subscribed,
    firstPurchaseAt: customer.firstPurchaseAt.toISOString(),
    lastPurchaseAt: customer.lastPurchaseAt.toISOString(),
  };
}

/** One page of buyers, latest purchase first, searched by a fragment of the address. */
export async function listCustomerPage(
  ctx: Pick<ServerContext, 'db'>,
  query: CustomerQuery,
): Promise<CustomersResponse> {
  const { rows, total } = await listCustomers(ctx.db, {
    q: query.q,
    offset: (query.page - 1) * customerPageSize,
    limit: customerPageSize,
  });
  return { rows: rows.map(customerRow), total, page: query.page, pageSize: customerPageSize };
}

export const customerNotFound = new ServiceError(
  'not_found',
  'not_found',
  'No one bought with this address.',
);

/**
 * A buyer's figures, the tax collected with their orders beside them (summed from the orders
 * by the revenue rule: the ledger keeps the money only) and their orders; an address that
 * never paid is not a customer.
 */
export async function customerDetail(
  ctx: Pick<ServerContext, 'db'>,
  email: string,
): Promise<CustomerDetail> {
  const address = email.toLowerCase();
  const [customer, money, orders] = await Promise.all([
    findCustomer(ctx.db, address),
    moneyOfEmail(ctx.db, address),
    ordersOfEmail(ctx.db, address, ordersShown),
  ]);
  if (!customer) throw customerNotFound;
  return {
    customer: customerRow(customer),
    ...taxFigures(taxOf(money.grossTaxCents, money.refundedTaxCents)),
    orders: orders.map(adminOrderRow),
  };
}

const columns: ReadonlyArray<readonly [string, (customer: CustomerAggregate) => string]> = [
  ['Email', (customer) => customer.email],
  ['Orders', (customer) => String(customer.orders)],
  ['Paid (net)', (customer) => formatAmount(dollars(customer.paidCents))],
  ['Refunds', (customer) => String(customer.refunds)],
  ['Refunded', (customer) => formatAmount(dollars(customer.refundedCents))],
  ['Subscribed', (customer) => (customer.subscribed ? 'yes' : 'no')],
  ['First purchase', (customer) => customer.firstPurchaseAt.toISOString()],
  ['Last purchase', (customer) => customer.lastPurchaseAt.toISOString()],
];

/** Every buyer, by address, as the CSV download; the export is recorded before it starts. */
export async function customersExport(
  ctx: Pick<ServerContext, 'db' | 'clock'>,
  actor: AdminActor,
): Promise<CsvExport<CustomerAggregate>> {
  await recordAudit(ctx.db, { ...actor, action: 'customers_exported' });
  return {
    name: 'customers',
    headers: columns.map(([header]) => header),
    cells: (customer) => columns.map(([, cell]) => cell(customer)),
    rows: allCustomers(ctx.db, exportBatchSize),
    now: ctx.clock(),
  };
}
