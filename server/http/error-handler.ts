import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from '#server/logger.ts';
import { HttpError, internalError, RateLimitedError } from './http-error.ts';
import { requestPath } from './logged-path.ts';

export function errorResponse(c: Context, error: HttpError): Response {
  if (error instanceof RateLimitedError) c.header('Retry-After', String(error.retryAfterSeconds));
  return c.json(error.toBody(), error.status);
}

/** Turns anything thrown into the API's error shape; stack traces go to the log, never to the caller. */
export function createErrorHandler(logger: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof HttpError) return errorResponse(c, error);
    if (error instanceof HTTPException && error.status < 500) {
      return errorResponse(
        c,
        new HttpError(error.status, 'bad_request', error.message || 'Bad request.'),
      );
    }
    logger.error(
      { err: error, method: c.req.method, path: requestPath(c.req.url) },
      'unhandled error',
    );
    return errorResponse(c, internalError);
  };
}
