import { z } from 'zod';
import { getJson } from '#app/lib/api-client.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { entryStatuses } from '#shared/contracts/publishing.ts';

/** A jurisdiction as the State guides section lists it: its visits, and its guide if it has one. */
export const jurisdictionSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** Visits the site's analytics counted from this state in the last 90 days. */
  visits90: z.number().int().min(0),
  entry: z
    .object({
      id: z.number().int(),
      status: z.enum(entryStatuses),
      path: z.string(),
      reviewedOn: z.string().nullable(),
      updatedOn: z.string().nullable(),
    })
    .nullable(),
});
export type Jurisdiction = z.infer<typeof jurisdictionSchema>;

const jurisdictionsSchema = z.object({ jurisdictions: z.array(jurisdictionSchema) });

/** All 51, most visited first: the server orders them. */
export async function fetchJurisdictions(): Promise<Jurisdiction[]> {
  return (await getJson(adminApi.jurisdictions, jurisdictionsSchema)).jurisdictions;
}
