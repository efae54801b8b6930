import { z } from 'zod';
import { getJson, postEmpty } from '#app/lib/api-client.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { adminOverviewSchema, type AdminOverview } from '#shared/contracts/admin-overview.ts';

export function fetchOverview(): Promise<AdminOverview> {
  return getJson(adminApi.overview, adminOverviewSchema);
}

/** The Overview refetches after a retry, so the answer is not read. */
export async function retryMail(mailId: number): Promise<void> {
  await postEmpty(adminApi.requeueMail(mailId), z.unknown());
}
