import { Hono } from 'hono';
import type { ServerContext } from '#server/context.ts';
import { csvDownload } from '#server/http/csv-export.ts';
import { parseQuery } from '#server/http/parse-query.ts';
import {
  analyticsExportQuerySchema,
  analyticsQuerySchema,
} from '#shared/contracts/admin-analytics.ts';
import { analyticsCsv } from './analytics-export-csv.ts';
import { analyticsDashboard, analyticsExportRows } from './dashboard-service.ts';

/**
 * The Analytics tab's data and its cards' CSV downloads, under /api/admin (the admin check
 * and no-store come from there).
 */
export function analyticsAdminRoutes(
  ctx: Pick<ServerContext, 'db' | 'clock' | 'logger' | 'settings'>,
): Hono {
  const routes = new Hono();
  routes.get('/analytics', async (c) =>
    c.json(await analyticsDashboard(ctx, parseQuery(c, analyticsQuerySchema))),
  );
  routes.get('/analytics/export', async (c) => {
    const query = parseQuery(c, analyticsExportQuerySchema);
    const card = await analyticsExportRows(ctx, query);
    return csvDownload(c, analyticsCsv(card, ctx.clock()), ctx.logger);
  });
  return routes;
}
