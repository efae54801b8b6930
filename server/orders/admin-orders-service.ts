import type { ServerContext } from '#server/context.ts';
import type { Database } from '#server/db/database.ts';
import type { downloadTokens } from '#server/db/schema.ts';
import { findOrder } from './order-repository.ts';
import { revenueFigures, revenueOf, taxFigures, taxOf } from '#server/revenue/revenue.ts';
import { ServiceError } from '#server/service-error.ts';
import type {
  AdminOrderRow,
  OrderDetail,
  OrderMail,
  OrderSearchQuery,
  OrderSearchResult,
  OrdersOverview,
} from '#shared/contracts/admin.ts';
import {
  newestOrders,
  orderTotals,
  searchOrders,
  type OrderListRow,
  visitOfOrder,
} from './admin-orders-repository.ts';
import { refundAvailability } from './refund-availability.ts';
import { addDays, startOfDay } from '#shared/time-zone.ts';
import type { TimeZoneSource } from '#server/site-settings/site-settings.ts';

const orderPageSize = 25;

type Dated<Shown, Field extends keyof Shown> = Omit<Shown, Field> & { [Key in Field]: Date };

/** A mail of the order as server/mail reads it: its times still dates. */
export type OrderMailRow = Omit<Dated<OrderMail, 'createdAt'>, 'sentAt'> & { sentAt: Date | null };

/**
 * What the order's detail shows of other owners' rows: its mails (server/mail), its download
 * link and downloads (server/delivery). Both build on orders, so the detail takes their
 * readers from the composition, server/features.ts (docs/decisions/102).
 */
export interface OrderTraces {
  mailsOfOrder(db: Database, orderId: string): Promise<OrderMailRow[]>;
  downloadLinkOfOrder(
    db: Database,
    orderId: string,
  ): Promise<
    | Pick<typeof downloadTokens.$inferSelect, 'expiresAt' | 'maxDownloads' | 'downloadsUsed'>
    | undefined
  >;
  downloadsOfOrder(
    db: Database,
    orderId: string,
  ): Promise<Array<Dated<OrderDetail['downloads'][number], 'at'>>>;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;
export const dollars = (cents: number) => cents / 100;

export function adminOrderRow(order: OrderListRow): AdminOrderRow {
  return {
    id: order.id,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    amount: dollars(order.amountCents),
    tax: dollars(order.taxCents),
    currency: order.currency,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
  };
}

export function orderMail(mail: OrderMailRow): OrderMail {
  return { ...mail, createdAt: mail.createdAt.toISOString(), sentAt: iso(mail.sentAt) };
}

export const orderNotFound = new ServiceError('not_found', 'not_found', 'There is no such order.');

/**
 * The orders card: paid orders ever (refunded ones among them), the unpaid checkouts apart,
 * the revenue ever paid and the 10 newest orders.
 */
export async function ordersOverview(ctx: Pick<ServerContext, 'db'>): Promise<OrdersOverview> {
  const [totals, newest] = await Promise.all([orderTotals(ctx.db), newestOrders(ctx.db, 10)]);
  return {
    summary: {
      orders: totals.orders,
      refunded: totals.refunded,
      unpaidCheckouts: totals.unpaidCheckouts,
      ...revenueFigures(revenueOf(totals.grossCents, totals.refundedCents)),
      ...taxFigures(taxOf(totals.grossTaxCents, totals.refundedTaxCents)),
    },
    orders: newest.map(adminOrderRow),
  };
}

/**
 * One page of the orders matching every filter given, newest first, with their totals. Days
 * are the seller's: `from` and `to` start and end at midnight in the settings' zone.
 */
export async function findOrders(
  ctx: Pick<ServerContext, 'db'> & { settings: TimeZoneSource },
  query: OrderSearchQuery,
): Promise<OrderSearchResult> {
  const { timeZone } = ctx.settings.current();
  const { rows, totals } = await searchOrders(ctx.db, {
    q: query.q,
    domain: query.domain,
    status: query.status,
    since: query.from === undefined ? undefined : startOfDay(query.from, timeZone),
    before: query.to === undefined ? undefined : startOfDay(addDays(query.to, 1), timeZone),
    offset: (query.page - 1) * orderPageSize,
    limit: orderPageSize,
  });
  return {
    rows: rows.map(adminOrderRow),
    total: totals.count,
    page: query.page,
    pageSize: orderPageSize,
    totals: {
      gross: dollars(totals.grossCents),
      refunded: dollars(totals.refundedCents),
      net: dollars(revenueOf(totals.grossCents, totals.refundedCents).netCents),
      ...taxFigures(taxOf(totals.grossTaxCents, totals.refundedTaxCents)),
    },
  };
}

/** What support needs to answer a buyer: the order, its mails, its link and its downloads. */
export async function orderDetail(
  ctx: Pick<ServerContext, 'db' | 'settings' | 'payments' | 'clock'>,
  traces: OrderTraces,
  orderId: string,
): Promise<OrderDetail> {
  const [order, mails, link, downloads, visit] = await Promise.all([
    findOrder(ctx.db, orderId),
    traces.mailsOfOrder(ctx.db, orderId),
    traces.downloadLinkOfOrder(ctx.db, orderId),
    traces.downloadsOfOrder(ctx.db, orderId),
    visitOfOrder(ctx.db, orderId),
  ]);
  if (!order) throw orderNotFound;
  return {
    order: {
      ...adminOrderRow(order),
      address: order.address,
      city: order.city,
      state: order.state,
      zip: order.zip,
      provider: order.provider,
      providerSessionId: order.providerSessionId,
      paymentIntentId: order.paymentIntentId,
      refundId: order.refundId,
      completedAt: iso(order.completedAt),
      expiredAt: iso(order.expiredAt),
      refundedAt: iso(order.refundedAt),
      listPrice: order.listPriceCents === null ? null : dollars(order.listPriceCents),
      discountCode: order.discountCode,
      discount: dollars(order.discountCents),
      taxPrices: order.taxPrices,
      charged: dollars(order.amountCents + order.taxCents),
    },
    visit: visit ?? null,
    refund: refundAvailability(order, {
      refundWindowDays: ctx.settings.current().offer.refundWindowDays,
      provider: ctx.payments.name,
      now: ctx.clock(),
    }),
    mails: mails.map(orderMail),
    downloadLink: link
      ? {
          usesLeft: Math.max(0, link.maxDownloads - link.downloadsUsed),
          maxDownloads: link.maxDownloads,
          expiresAt: link.expiresAt.toISOString(),
        }
      : null,
    downloads: downloads.map((download) => ({
      at: download.at.toISOString(),
      ip: download.ip,
      userAgent: download.userAgent,
    })),
  };
}
