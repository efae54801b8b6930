import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorResponse } from './error-handler.ts';
import type { ServerContext } from '#server/context.ts';
import { HttpError } from './http-error.ts';

/** Everything under /api, the features' JSON routes inside one boundary: JSON in, JSON out, errors in the one shape of shared/contracts/api-error.ts. */
export function apiRoutes(
  ctx: Pick<ServerContext, 'config'>,
  features: Hono[],
  /** Upload routes, which read and bound their bodies themselves (readUploadBody). */
  uploadPaths: readonly string[] = [],
): Hono {
  const options = { bodyLimitBytes: ctx.config.apiBodyLimitBytes };
  const api = new Hono();
  const uploads = new Set(uploadPaths);
  const limit = bodyLimit({
    maxSize: options.bodyLimitBytes,
    onError: (c) =>
      errorResponse(
        c,
        new HttpError(
          413,
          'payload_too_large',
          `The request body must be at most ${options.bodyLimitBytes} bytes.`,
        ),
      ),
  });
  api.use((c, next) =>
    c.req.method === 'POST' && uploads.has(c.req.path) ? next() : limit(c, next),
  );
  for (const routes of features) api.route('/', routes);
  api.all('*', (c) => {
    throw new HttpError(
      404,
      'not_found',
      `There is no API endpoint at ${c.req.method} ${c.req.path}.`,
    );
  });
  return api;
}
