import type { MiddlewareHandler } from 'hono';
import type { RequestIdVariables } from 'hono/request-id';
import type { Logger } from '#server/logger.ts';
import { requestPath } from './logged-path.ts';

/**
 * One structured line per request, with its status and duration. A 404 is logged
 * at warn, so unknown paths stand out without a second line per request.
 */
export function requestLog(logger: Logger): MiddlewareHandler<{ Variables: RequestIdVariables }> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const requestId = c.get('requestId');
    // Handlers that answer with a Response of their own drop headers set before them.
    if (!c.res.headers.has('X-Request-Id')) c.res.headers.set('X-Request-Id', requestId);
    const status = c.res.status;
    logger[status === 404 ? 'warn' : 'info'](
      {
        method: c.req.method,
        path: requestPath(c.req.raw.url),
        status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        requestId,
      },
      status === 404 ? 'not found' : 'request',
    );
  };
}
