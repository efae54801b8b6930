import { Hono } from 'hono';
import type { ServerContext } from '#server/context.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { listJurisdictions } from './jurisdictions-service.ts';

/** `GET adminApi.jurisdictions`: the State guides section's list of all 51. */
export function jurisdictionsRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();
  routes.get(adminApi.jurisdictions.slice(adminApi.prefix.length), async (c) =>
    c.json(await listJurisdictions(ctx)),
  );
  return routes;
}
