import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiError } from '#shared/contracts/api-error.ts';
import { waitInWords } from './wait-in-words.ts';

/** An error the API answers with on purpose: its status, code and message reach the caller. */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  toBody(): ApiError {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields ? { fields: this.fields } : {}),
      },
    };
  }
}

export const internalError = new HttpError(
  500,
  'internal_error',
  'Something went wrong on our side. Please try again in a moment.',
);

/** A 429: the error handler adds `Retry-After` from it. */
export class RateLimitedError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    code = 'rate_limited',
  ) {
    super(429, code, `${message} Please try again ${waitInWords(retryAfterSeconds)}.`);
  }
}
