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

/** A 404 for something named in the address that does not exist. */
export const notFound = (message: string): HttpError => new HttpError(404, 'not_found', message);

/** A 413: the body (or the file) is larger than the route takes. */
export const payloadTooLarge = (message: string): HttpError =>
  new HttpError(413, 'payload_too_large', message);

/** A 415: `message` names the types the route takes. */
export const unsupportedMediaType = (message: string): HttpError =>
  new HttpError(415, 'unsupported_media_type', message);

const invalidJsonMessage = 'The request body must be valid JSON.';

/** A body that does not parse; `fields` as for every other bad body, so a form shows it the same way. */
export const invalidJson = new HttpError(400, 'invalid_json', invalidJsonMessage, {
  body: invalidJsonMessage,
});

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
