import { z } from 'zod';
import { getJson } from '#app/lib/api-client.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { entrySummarySchema, type EntrySummary } from '#shared/contracts/publishing.ts';

const pageEntriesSchema = z.object({ entries: z.array(entrySummarySchema) });

/** The site's fixed pages as entries: status and last save. */
export async function fetchPageEntries(): Promise<EntrySummary[]> {
  const { entries } = await getJson(`${adminApi.publishingEntries}?kind=page`, pageEntriesSchema);
  return entries;
}
