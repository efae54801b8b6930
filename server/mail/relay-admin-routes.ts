import { Hono } from 'hono';
import { auditActor } from '#server/audit/audit-actor.ts';
import type { ServerContext } from '#server/context.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { broadcastsApi } from '#shared/contracts/admin-mail.ts';
import { relayStatus, resumeSending } from './relay-admin-service.ts';

const path = (full: string) => full.slice(adminApi.prefix.length);

/** The outbox's hold (decision 085): read it, and an owner's "Resume sending". */
export function relayAdminRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();
  routes.get(path(broadcastsApi.relay), async (c) => c.json(await relayStatus(ctx)));
  routes.post(path(broadcastsApi.relayResume), async (c) =>
    c.json(await resumeSending(ctx, auditActor(c))),
  );
  return routes;
}
