import { Hono } from 'hono';
import type { ServerContext } from '#server/context.ts';
import { parseQuery } from '#server/http/parse-query.ts';
import { analyticsQuerySchema } from '#shared/contracts/admin-analytics.ts';
import { analyticsDashboard } from './dashboard-service.ts';

/** The Analytics tab's data, under /api/admin (the admin check and no-store come from there). */
export function analyticsAdminRoutes(ctx: Pick<ServerContext, 'db' | 'clock'>): Hono {
  const routes = new Hono();
  routes.get('/analytics', async (c) =>
    c.json(await analyticsDashboard(ctx, parseQuery(c, analyticsQuerySchema).days)),
  );
  return routes;
}
