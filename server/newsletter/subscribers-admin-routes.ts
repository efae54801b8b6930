import { Hono } from 'hono';
import { auditActor } from '#server/audit/audit-actor.ts';
import type { ServerContext } from '#server/context.ts';
import { csvDownload } from '#server/http/csv-export.ts';
import { parseQuery } from '#server/http/parse-query.ts';
import { subscriberQuerySchema } from '#shared/contracts/admin.ts';
import { listSubscribers, subscribersExport } from './subscribers-admin-service.ts';

/**
 * The back office's subscribers list and their consent export, under /api/admin; the export
 * is an owner's, as every export is (`adminExports`, enforced by adminApi).
 */
export function subscribersAdminRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();

  routes.get('/subscribers', async (c) =>
    c.json(await listSubscribers(ctx, parseQuery(c, subscriberQuerySchema))),
  );

  routes.get('/subscribers.csv', async (c) =>
    csvDownload(c, await subscribersExport(ctx, auditActor(c)), ctx.logger),
  );

  return routes;
}
