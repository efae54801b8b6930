import { getJson } from '#app/lib/api-client.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import {
  audienceResponseSchema,
  type AudienceResponse,
  type BroadcastAudience,
} from '#shared/contracts/admin-mail.ts';
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

/** One page of the addresses an audience reaches, with the counts the Mail section shows. */
export function fetchAudience(
  audience: BroadcastAudience,
  page: number,
): Promise<AudienceResponse> {
  const query = new URLSearchParams({ audience, page: String(page) });
  return getJson(`${adminApi.subscribersAudience}?${query.toString()}`, audienceResponseSchema);
}
