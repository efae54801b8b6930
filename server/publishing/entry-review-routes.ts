import { Hono, type Context } from 'hono';
import { auditActor } from '#server/audit/audit-actor.ts';
import type { ServerContext } from '#server/context.ts';
import { notFound } from '#server/http/http-error.ts';
import { parseJsonBody } from '#server/http/parse-body.ts';
import { storedIdParam } from '#server/http/stored-id.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { markReviewedSchema } from '#shared/contracts/publishing.ts';
import { entryReviewCopy } from '#content/admin-publishing-refusals.ts';
import { markReviewed } from './entry-review-service.ts';

/** An entry's path under the admin router, with `:id` where its id goes, and `suffix` after. */
export const entryRoute = (suffix: string) =>
  `${adminApi.publishingEntries.slice(adminApi.prefix.length)}/:id${suffix}`;

export const entryIdParam = (c: Context) => storedIdParam(c, notFound(entryReviewCopy.noSuchEntry));

/** `POST adminApi.entryReviewed(id)`: marks a post or state guide reviewed. */
export function entryReviewRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();
  routes.post(entryRoute('/reviewed'), async (c) => {
    const id = entryIdParam(c);
    const request = await parseJsonBody(c, markReviewedSchema);
    return c.json(await markReviewed(ctx, auditActor(c), id, request));
  });
  return routes;
}
