import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { ServerContext } from '#server/context.ts';
import { metricsPath } from '#shared/contracts/admin-api.ts';
import { checkHealth } from './health-check.ts';
import type { ServerMetrics } from './server-metrics.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared by digest, in constant time: the answer tells nothing of how much of it matched. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = header?.match(/^Bearer (\S+)$/i)?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * `/healthz` for load balancers, and `/metrics` for Prometheus when METRICS_TOKEN is set
 * (`metrics` is made then): without one it is not mounted, a 404 like any unknown path.
 */
export function healthRoutes(ctx: ServerContext, metrics: ServerMetrics | undefined): Hono {
  const routes = new Hono();
  routes.get('/healthz', async (c) => {
    const health = await checkHealth(ctx.db);
    c.header('Cache-Control', 'no-store');
    return c.json(health, health.status === 'ok' ? 200 : 503);
  });
  const token = ctx.config.metricsToken;
  if (token === null || metrics === undefined) return routes;
  routes.get(metricsPath, async (c) => {
    c.header('Cache-Control', 'no-store');
    if (!bearerMatches(c.req.header('Authorization'), token)) {
      c.header('WWW-Authenticate', 'Bearer');
      return c.text('A bearer token is required.', 401);
    }
    c.header('Content-Type', metrics.contentType);
    return c.body(await metrics.scrape());
  });
  return routes;
}
