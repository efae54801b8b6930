import { Hono } from 'hono';
import type { ServerContext } from '#server/context.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { systemStatus } from './system-service.ts';

const path = (full: string) => full.slice(adminApi.prefix.length);

/** `GET /api/admin/system`, under /api/admin: owners only (features.ts). */
export function systemRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();
  routes.get(path(adminApi.system), async (c) => c.json(await systemStatus(ctx)));
  return routes;
}
