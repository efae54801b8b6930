import { getJson, postEmpty, postJson, request } from '#app/lib/api-client.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import {
  audienceCountsSchema,
  automationsResponseSchema,
  broadcastDetailSchema,
  broadcastsResponseSchema,
  broadcastTestResponseSchema,
  broadcastsApi,
  mailPreviewSchema,
  relayStatusSchema,
  suppressionsLiftedSchema,
  suppressedAddressSchema,
  suppressedResponseSchema,
  type Automation,
  type AutomationsResponse,
  type AudienceCounts,
  type BroadcastDetail,
  type BroadcastDraft,
  type BroadcastsResponse,
  type MailPreview,
  type MailPreviewRequest,
  type LiftSuppressions,
  type RelayStatus,
  type SuppressAddress,
  type SuppressedAddress,
  type SuppressedResponse,
} from '#shared/contracts/admin-mail.ts';
import { z } from 'zod';

const pageQuery = (page: number) => new URLSearchParams({ page: String(page) }).toString();

export function fetchBroadcasts(page: number): Promise<BroadcastsResponse> {
  return getJson(`${broadcastsApi.broadcasts}?${pageQuery(page)}`, broadcastsResponseSchema);
}

export function fetchBroadcast(id: number): Promise<BroadcastDetail> {
  return getJson(broadcastsApi.broadcast(id), broadcastDetailSchema);
}

/** Stores a new draft, or changes the draft `id` names. */
export function saveBroadcast(
  id: number | undefined,
  draft: BroadcastDraft,
): Promise<BroadcastDetail> {
  return id === undefined
    ? postJson(broadcastsApi.broadcasts, draft, broadcastDetailSchema)
    : request(broadcastDetailSchema, broadcastsApi.broadcast(id), 'PUT', draft);
}

export async function deleteBroadcast(id: number): Promise<void> {
  // 204: no body to read.
  await request(z.unknown(), broadcastsApi.broadcast(id), 'DELETE');
}

/** Now (`sendAt` null) or at an ISO time to come. */
export function sendBroadcast(id: number, sendAt: string | null): Promise<BroadcastDetail> {
  return postJson(broadcastsApi.send(id), { sendAt }, broadcastDetailSchema);
}

export function cancelBroadcast(id: number): Promise<BroadcastDetail> {
  return postEmpty(broadcastsApi.cancel(id), broadcastDetailSchema);
}

/** Queues the saved broadcast to the signed-in admin; answers the address it goes to. */
export async function sendTestBroadcast(id: number): Promise<string> {
  return (await postEmpty(broadcastsApi.test(id), broadcastTestResponseSchema)).to;
}

export function archiveBroadcast(id: number, archived: boolean): Promise<BroadcastDetail> {
  return request(broadcastDetailSchema, broadcastsApi.archive(id), 'PUT', { archived });
}

export function previewMail(draft: MailPreviewRequest): Promise<MailPreview> {
  return postJson(broadcastsApi.preview, draft, mailPreviewSchema);
}

export function fetchAudience(): Promise<AudienceCounts> {
  return getJson(adminApi.mailAudience, audienceCountsSchema);
}

export async function fetchAutomations(): Promise<AutomationsResponse['automations']> {
  return (await getJson(adminApi.mailAutomations, automationsResponseSchema)).automations;
}

export function saveAutomation(automation: Automation): Promise<unknown> {
  const { id, enabled, settings } = automation;
  return request(z.unknown(), adminApi.mailAutomation(id), 'PUT', { enabled, settings });
}

export function fetchSuppressed(page: number): Promise<SuppressedResponse> {
  return getJson(`${adminApi.mailSuppressed}?${pageQuery(page)}`, suppressedResponseSchema);
}

export function suppressAddress(input: SuppressAddress): Promise<SuppressedAddress> {
  return postJson(adminApi.mailSuppressed, input, suppressedAddressSchema);
}

export async function allowAddress(email: string): Promise<void> {
  await request(z.unknown(), adminApi.mailSuppressedAddress(email), 'DELETE');
}

export function pauseBroadcast(id: number): Promise<BroadcastDetail> {
  return postEmpty(broadcastsApi.pause(id), broadcastDetailSchema);
}

export function resumeBroadcast(id: number): Promise<BroadcastDetail> {
  return postEmpty(broadcastsApi.resume(id), broadcastDetailSchema);
}

export function fetchRelayStatus(): Promise<RelayStatus> {
  return getJson(broadcastsApi.relay, relayStatusSchema);
}

export function resumeSending(): Promise<RelayStatus> {
  return postEmpty(broadcastsApi.relayResume, relayStatusSchema);
}

/** Allows mail again to many kept-out addresses; answers how many. */
export async function liftSuppressions(lift: LiftSuppressions): Promise<number> {
  return (await postJson(broadcastsApi.liftSuppressed, lift, suppressionsLiftedSchema)).allowed;
}
