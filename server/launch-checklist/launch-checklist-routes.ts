import { Hono } from 'hono';
import type { ServerContext } from '#server/context.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { launchChecklist } from './launch-checklist-service.ts';

const path = (full: string) => full.slice(adminApi.prefix.length);

/** The launch checklist (owners only): what still stands between the site and real orders. */
export function launchChecklistRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();
  routes.get(path(adminApi.checklist), async (c) => c.json(await launchChecklist(ctx)));
  return routes;
}
