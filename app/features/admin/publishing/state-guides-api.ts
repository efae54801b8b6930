import { getJson } from '#app/lib/api-client.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { jurisdictionsSchema, type Jurisdiction } from '#shared/contracts/publishing-oversight.ts';

/** All 51, most visited first: the server orders them. */
export async function fetchJurisdictions(): Promise<Jurisdiction[]> {
  return (await getJson(adminApi.jurisdictions, jurisdictionsSchema)).jurisdictions;
}
