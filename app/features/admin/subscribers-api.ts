import { getJson } from '#app/lib/api-client.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import {
  subscribersResponseSchema,
  type SubscribersResponse,
  type subscriberStatusFilters,
} from '#shared/contracts/admin.ts';

export type SubscriberStatusFilter = (typeof subscriberStatusFilters)[number];

export function fetchSubscribers(
  status: SubscriberStatusFilter,
  page: number,
): Promise<SubscribersResponse> {
  const query = new URLSearchParams({ status, page: String(page) });
  return getJson(`${adminApi.subscribers}?${query.toString()}`, subscribersResponseSchema);
}
