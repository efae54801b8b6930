import { z } from 'zod';
import { getJson, postEmpty } from '#app/lib/api-client.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import {
  orderDetailSchema,
  orderSearchResultSchema,
  ordersOverviewSchema,
  type OrderDetail,
  type OrderSearchQuery,
  type OrderSearchResult,
  type OrdersOverview,
} from '#shared/contracts/admin.ts';

/** The screen refetches what an action changed, so it does not read the action's answer. */
const anyAnswer = z.unknown();

export function fetchOrdersOverview(): Promise<OrdersOverview> {
  return getJson(adminApi.orders, ordersOverviewSchema);
}

export function searchOrders(search: OrderSearchQuery): Promise<OrderSearchResult> {
  const query = new URLSearchParams({
    q: search.q,
    domain: search.domain,
    status: search.status,
    page: String(search.page),
  });
  if (search.from) query.set('from', search.from);
  if (search.to) query.set('to', search.to);
  return getJson(`${adminApi.orderSearch}?${query.toString()}`, orderSearchResultSchema);
}

export function fetchOrder(orderId: string): Promise<OrderDetail> {
  return getJson(adminApi.order(orderId), orderDetailSchema);
}

export async function refundOrder(orderId: string): Promise<void> {
  await postEmpty(adminApi.refund(orderId), anyAnswer);
}

export async function resendDelivery(orderId: string): Promise<void> {
  await postEmpty(adminApi.resendDelivery(orderId), anyAnswer);
}

export async function requeueMail(mailId: number): Promise<void> {
  await postEmpty(adminApi.requeueMail(mailId), anyAnswer);
}
