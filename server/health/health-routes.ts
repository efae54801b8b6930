import { Hono } from 'hono';
import type { Database } from '#server/db/database.ts';
import { checkHealth } from './health-check.ts';

export function healthRoutes(db: Database): Hono {
  const routes = new Hono();
  routes.get('/healthz', async (c) => {
    const health = await checkHealth(db);
    c.header('Cache-Control', 'no-store');
    return c.json(health, health.status === 'ok' ? 200 : 503);
  });
  return routes;
}
