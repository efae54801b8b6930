import { Hono } from 'hono';
import type { ServerContext } from '#server/context.ts';
import { bodyWithin } from './body-limit.ts';
import { notFound } from './http-error.ts';

/** Everything under /api, the features' JSON routes inside one boundary: JSON in, JSON out, errors in the one shape of shared/contracts/api-error.ts. */
export function apiRoutes(
  ctx: Pick<ServerContext, 'config'>,
  features: Hono[],
  /** Upload routes, which read and bound their bodies themselves (readUploadBody). */
  uploadPaths: readonly string[] = [],
): Hono {
  const api = new Hono();
  const uploads = new Set(uploadPaths);
  const limit = bodyWithin(ctx.config.apiBodyLimitBytes);
  api.use((c, next) =>
    c.req.method === 'POST' && uploads.has(c.req.path) ? next() : limit(c, next),
  );
  for (const routes of features) api.route('/', routes);
  api.all('*', (c) => {
    throw notFound(`There is no API endpoint at ${c.req.method} ${c.req.path}.`);
  });
  return api;
}
