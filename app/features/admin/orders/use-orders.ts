import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderSearchQuery } from '#shared/contracts/admin.ts';
import { fetchOrder, fetchOrdersOverview, searchOrders } from './orders-api.ts';
import { adminKeys } from '../kit/query-keys.ts';
import { ordersNotices } from './orders-copy.ts';

/** The totals and the 10 newest orders; loaded as soon as the dashboard shows. */
export function useOrdersOverview() {
  return useQuery({
    queryKey: adminKeys.ordersOverview,
    queryFn: fetchOrdersOverview,
    meta: {
      failureNotice: ordersNotices.ordersLoadFailed,
      sessionLostNotice: ordersNotices.ordersAuthRequired,
    },
  });
}

/** One page of a search; the last page stays on screen while the next one loads. */
export function useOrderSearch(query: OrderSearchQuery) {
  return useQuery({
    queryKey: adminKeys.orderSearch(query),
    queryFn: () => searchOrders(query),
    placeholderData: keepPreviousData,
  });
}

/** How often an open order is asked for again while one of its mails waits in the outbox. */
export const pendingMailPollMs = 3_000;

/**
 * One order. While a mail of it is pending (a refund's, a resend's) it is asked for again
 * every few seconds, so "pending" turns into "sent" on screen; polling stops once all settle.
 */
export function useOrderDetail(orderId: string) {
  return useQuery({
    queryKey: adminKeys.order(orderId),
    queryFn: () => fetchOrder(orderId),
    refetchInterval: (query) =>
      query.state.data?.mails.some((mail) => mail.status === 'pending') ? pendingMailPollMs : false,
  });
}
