import { Hono, type Context } from 'hono';
import type { ServerContext } from '#server/context.ts';
import { bodyWithin } from './body-limit.ts';
import { errorResponse } from './error-handler.ts';
import { notFound, payloadTooLarge } from './http-error.ts';

/** Requests allowed a larger body than the API's limit (a long page's text), and how large. */
export interface LargerBodies {
  matches: (c: Context) => boolean;
  maxBytes: number;
  /** The refusal of a larger one, in the words of what it carries. */
  message: string;
}

/** Everything under /api, the features' JSON routes inside one boundary: JSON in, JSON out, errors in the one shape of shared/contracts/api-error.ts. */
export function apiRoutes(
  ctx: Pick<ServerContext, 'config'>,
  features: Hono[],
  /** Upload routes, which read and bound their bodies themselves (readUploadBody). */
  uploadPaths: readonly string[] = [],
  largerBodies: readonly LargerBodies[] = [],
): Hono {
  const api = new Hono();
  const uploads = new Set(uploadPaths);
  const limit = bodyWithin(ctx.config.apiBodyLimitBytes);
  const larger = largerBodies.map((bodies) => ({
    matches: bodies.matches,
    limit: bodyWithin(bodies.maxBytes, (c) => errorResponse(c, payloadTooLarge(bodies.message))),
  }));
  api.use((c, next) => {
    if (c.req.method === 'POST' && uploads.has(c.req.path)) return next();
    return (larger.find((bodies) => bodies.matches(c))?.limit ?? limit)(c, next);
  });
  for (const routes of features) api.route('/', routes);
  api.all('*', (c) => {
    throw notFound(`There is no API endpoint at ${c.req.method} ${c.req.path}.`);
  });
  return api;
}
