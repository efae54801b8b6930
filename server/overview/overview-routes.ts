import { Hono } from 'hono';
import type { ServerContext } from '#server/context.ts';
import { adminOverview } from './overview-service.ts';

/** `GET /api/admin/overview`, under /api/admin: owners only. */
export function overviewRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();
  routes.get('/overview', async (c) => c.json(await adminOverview(ctx)));
  return routes;
}
