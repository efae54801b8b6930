import { Hono } from 'hono';
import { auditActor } from '#server/audit/audit-actor.ts';
import type { ServerContext } from '#server/context.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { guideUpdateNotice, sendGuideUpdateNotice } from './guide-update-service.ts';

const path = adminApi.guideUpdateNotice.slice(adminApi.prefix.length);

/** The Guide card's notice of a new version to its buyers: its audience, and sending it. */
export function guideUpdateRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();

  routes.get(path, async (c) => c.json(await guideUpdateNotice(ctx)));

  routes.post(path, async (c) => c.json(await sendGuideUpdateNotice(ctx, auditActor(c)), 202));

  return routes;
}
