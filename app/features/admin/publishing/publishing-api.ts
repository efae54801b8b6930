import { z } from 'zod';
import { getJson, postEmpty, postJson, request } from '#app/lib/api-client.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { okSchema } from '#shared/contracts/admin.ts';
import {
  entryContentSchema,
  entryDetailSchema,
  entrySummarySchema,
  personSchema,
  revisionSchema,
  type EntryContent,
  type EntryDetail,
  type EntryKind,
} from '#shared/contracts/publishing.ts';

const entryListSchema = z.object({ entries: z.array(entrySummarySchema), total: z.number() });
export type EntryList = z.infer<typeof entryListSchema>;

const revisionsSchema = z.object({ revisions: z.array(revisionSchema) });
const revisionTextSchema = z.object({
  revision: revisionSchema,
  content: entryContentSchema,
  published: entryContentSchema.nullable(),
});
export type RevisionText = z.infer<typeof revisionTextSchema>;

const siteLinkSchema = z.object({
  path: z.string(),
  title: z.string(),
  kind: z.string(),
});
export type SiteLink = z.infer<typeof siteLinkSchema>;
const linksSchema = z.object({ links: z.array(siteLinkSchema) });
const peopleSchema = z.object({ people: z.array(personSchema) });
const broadcastSchema = z.object({ broadcastId: z.number().int() });

export const publishingKeys = {
  all: ['admin', 'publishing'] as const,
  list: (kind: EntryKind, search: string) => ['admin', 'publishing', 'list', kind, search] as const,
  entry: (entryId: number) => ['admin', 'publishing', 'entry', entryId] as const,
  revisions: (entryId: number) => ['admin', 'publishing', 'revisions', entryId] as const,
  revision: (entryId: number, number: number) =>
    ['admin', 'publishing', 'revisions', entryId, number] as const,
  links: ['admin', 'publishing', 'links'] as const,
  people: ['admin', 'publishing', 'people'] as const,
};

export function fetchEntries(kind: EntryKind, search: string): Promise<EntryList> {
  const query = new URLSearchParams({ kind });
  if (search) query.set('q', search);
  return getJson(`${adminApi.publishingEntries}?${query.toString()}`, entryListSchema);
}

export function createEntry(content: EntryContent): Promise<EntryDetail> {
  return postJson(adminApi.publishingEntries, { content }, entryDetailSchema);
}

export function fetchEntry(entryId: number): Promise<EntryDetail> {
  return getJson(adminApi.publishingEntry(entryId), entryDetailSchema);
}

/** Saves the working copy edited from `version`; a stale version answers 409 and changes nothing. */
export function saveEntry(
  entryId: number,
  body: { version: number; content: EntryContent; autosave: boolean },
): Promise<EntryDetail> {
  return request(entryDetailSchema, adminApi.publishingEntry(entryId), 'PUT', body);
}

export function publishEntry(entryId: number, version: number): Promise<EntryDetail> {
  return postJson(adminApi.publishEntry(entryId), { version }, entryDetailSchema);
}

export function scheduleEntry(entryId: number, version: number, at: string): Promise<EntryDetail> {
  return postJson(adminApi.scheduleEntry(entryId), { version, at }, entryDetailSchema);
}

export function unpublishEntry(entryId: number): Promise<EntryDetail> {
  return postEmpty(adminApi.unpublishEntry(entryId), entryDetailSchema);
}

/** Deletes the entry; its address then redirects to `redirectTo`, or answers 410 when null. */
export async function deleteEntry(entryId: number, redirectTo: string | null): Promise<void> {
  await request(okSchema, adminApi.publishingEntry(entryId), 'DELETE', { redirectTo });
}

export async function fetchRevisions(entryId: number) {
  return (await getJson(adminApi.entryRevisions(entryId), revisionsSchema)).revisions;
}

export function fetchRevision(entryId: number, number: number): Promise<RevisionText> {
  return getJson(adminApi.entryRevision(entryId, number), revisionTextSchema);
}

/** Makes a revision the working copy again, on the version it was restored from. */
export function restoreRevision(
  entryId: number,
  number: number,
  version: number,
): Promise<EntryDetail> {
  return postJson(adminApi.restoreRevision(entryId, number), { version }, entryDetailSchema);
}

export async function makeBroadcast(entryId: number): Promise<number> {
  return (await postEmpty(adminApi.entryBroadcast(entryId), broadcastSchema)).broadcastId;
}

export async function fetchLinks(): Promise<SiteLink[]> {
  return (await getJson(adminApi.publishingLinks, linksSchema)).links;
}

export async function fetchPeople() {
  return (await getJson(adminApi.people, peopleSchema)).people;
}
