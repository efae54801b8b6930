import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from '#server/logger.ts';
import { ServiceError, type ServiceErrorKind } from '#server/service-error.ts';
import { isApiPath } from './api-path.ts';
import { errorPage } from './error-page.tsx';
import { HttpError, internalError, RateLimitedError } from './http-error.ts';
import { requestPath } from './logged-path.ts';

const statusOfKind: Record<ServiceErrorKind, ContentfulStatusCode> = {
  not_found: 404,
  unavailable: 502,
  rejected: 400,
  conflict: 409,
  limited: 429,
};

/** The API's error shape under /api; a page in the site's style everywhere else (forms, downloads). */
export function errorResponse(c: Context, error: HttpError): Response | Promise<Response> {
  if (error instanceof RateLimitedError) c.header('Retry-After', String(error.retryAfterSeconds));
  if (!isApiPath(c.req.path)) return errorPage(c, error);
  return c.json(error.toBody(), error.status);
}

/** A service's refusal as the HTTP error it is answered with. */
export function httpErrorOf(error: ServiceError): HttpError {
  if (error.kind === 'limited' && error.retryAfterSeconds !== undefined)
    return new RateLimitedError(
      error.message,
      Math.max(1, Math.ceil(error.retryAfterSeconds)),
      error.code,
    );
  return new HttpError(statusOfKind[error.kind], error.code, error.message, error.fields);
}

/** The one place that turns what was thrown into an answer: stack traces go to the log only. */
export function createErrorHandler(logger: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof HttpError) return errorResponse(c, error);
    if (error instanceof ServiceError) return errorResponse(c, httpErrorOf(error));
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
