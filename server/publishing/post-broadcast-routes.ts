import { Hono } from 'hono';
import { auditActor } from '#server/audit/audit-actor.ts';
import type { ServerContext } from '#server/context.ts';
import { entryIdParam, entryRoute } from './entry-review-routes.ts';
import { draftPostBroadcast } from './post-broadcast-service.ts';

/** `POST adminApi.entryBroadcast(id)`: a published post as a broadcast draft, never sent. */
export function postBroadcastRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();
  routes.post(entryRoute('/broadcast'), async (c) =>
    c.json(await draftPostBroadcast(ctx, auditActor(c), entryIdParam(c)), 201),
  );
  return routes;
}
