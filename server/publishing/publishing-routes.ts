import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { auditActor } from '#server/audit/audit-actor.ts';
import type { ServerContext } from '#server/context.ts';
import type { LargerBodies } from '#server/http/api-routes.ts';
import { notFound } from '#server/http/http-error.ts';
import { parseJsonBody } from '#server/http/parse-body.ts';
import { parseQuery } from '#server/http/parse-query.ts';
import { storedIdParam } from '#server/http/stored-id.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import {
  createEntrySchema,
  deleteEntrySchema,
  entryKinds,
  entryStatuses,
  publishEntrySchema,
  saveEntrySchema,
  scheduleEntrySchema,
} from '#shared/contracts/publishing.ts';
import {
  createEntry,
  deleteEntry,
  entryRevision,
  entryRevisions,
  listPublishingEntries,
  publishEntry,
  publishingEntry,
  publishingLinks,
  restoreRevision,
  saveEntry,
  scheduleEntry,
  unpublishEntry,
} from './publishing-service.ts';

const local = (path: string) => path.slice(adminApi.prefix.length);
const entries = local(adminApi.publishingEntries);
const entry = `${entries}/:id`;
const revision = `${entry}/revisions/:number`;

const noSuchEntry = notFound('There is no such entry. It may have been deleted.');
const noSuchRevision = notFound('There is no such revision.');

const entryId = (c: Context) => storedIdParam(c, noSuchEntry);
const revisionNumber = (c: Context) => {
  const number = c.req.param('number') ?? '';
  if (!/^[1-9]\d{0,8}$/.test(number)) throw noSuchRevision;
  return Number(number);
};

const listQuerySchema = z.object({
  kind: z.enum(entryKinds, { error: 'Choose posts, state guides or pages.' }).optional(),
  status: z.enum(entryStatuses, { error: 'Choose a status.' }).optional(),
  q: z.string().trim().max(200, 'Search for at most 200 characters.').optional(),
  page: z.coerce
    .number({ error: 'Page must be a whole number.' })
    .int('Page must be a whole number.')
    .min(1, 'Page must be at least 1.')
    .max(100_000, 'There are not that many pages.')
    .default(1),
});

/**
 * A page's text runs to 100,000 characters a field, and a state guide has ten: the writes of
 * an entry take more than the API's usual limit, and no more than this.
 */
export const publishingBodyMaxBytes = 1024 * 1024;
const entryWrite = new RegExp(`^${adminApi.publishingEntries}(/[^/]+)?$`);
export const publishingBodies: LargerBodies = {
  matches: (c) =>
    (c.req.method === 'POST' || c.req.method === 'PUT') && entryWrite.test(c.req.path),
  maxBytes: publishingBodyMaxBytes,
  message: 'This page is too large to save: at most 1 MB of text. Shorten it or split it in two.',
};

/** Publishing (owners and editors): entries, their life, their revisions, and the site's links. */
export function publishingRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();

  routes.get(entries, async (c) =>
    c.json(await listPublishingEntries(ctx, parseQuery(c, listQuerySchema))),
  );

  routes.post(entries, async (c) => {
    const { content } = await parseJsonBody(c, createEntrySchema);
    return c.json(await createEntry(ctx, auditActor(c), content), 201);
  });

  routes.get(entry, async (c) => c.json(await publishingEntry(ctx, entryId(c))));

  routes.put(entry, async (c) => {
    const id = entryId(c);
    const input = await parseJsonBody(c, saveEntrySchema);
    return c.json(await saveEntry(ctx, auditActor(c), id, input));
  });

  routes.delete(entry, async (c) => {
    const id = entryId(c);
    const { redirectTo } = await parseJsonBody(c, deleteEntrySchema);
    await deleteEntry(ctx, auditActor(c), id, redirectTo);
    return c.json({ ok: true });
  });

  routes.post(`${entry}/publish`, async (c) => {
    const id = entryId(c);
    const { version } = await parseJsonBody(c, publishEntrySchema);
    return c.json(await publishEntry(ctx, auditActor(c), id, version));
  });

  routes.post(`${entry}/schedule`, async (c) => {
    const id = entryId(c);
    const input = await parseJsonBody(c, scheduleEntrySchema);
    return c.json(await scheduleEntry(ctx, auditActor(c), id, input));
  });

  routes.post(`${entry}/unpublish`, async (c) =>
    c.json(await unpublishEntry(ctx, auditActor(c), entryId(c))),
  );

  routes.get(`${entry}/revisions`, async (c) => c.json(await entryRevisions(ctx, entryId(c))));

  routes.get(revision, async (c) =>
    c.json(await entryRevision(ctx, entryId(c), revisionNumber(c))),
  );

  routes.post(`${revision}/restore`, async (c) => {
    const id = entryId(c);
    const number = revisionNumber(c);
    const { version } = await parseJsonBody(c, publishEntrySchema);
    return c.json(await restoreRevision(ctx, auditActor(c), id, number, version));
  });

  routes.get(local(adminApi.publishingLinks), (c) => c.json(publishingLinks(ctx)));

  return routes;
}
