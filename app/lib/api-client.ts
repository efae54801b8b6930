import type { z } from 'zod';
import './zod-csp.ts';
import { apiErrorSchema } from '#shared/contracts/api-error.ts';
import { requestTimeoutMs } from './request-timeout.ts';

/**
 * Any failed API call: an error answer from the server, an answer we cannot read,
 * or no answer at all (status 0). `hasServerMessage` says whether `message` came
 * from the server and may be shown to the visitor as it is.
 */
export class ApiRequestError extends Error {
  override name = 'ApiRequestError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Readonly<Record<string, string>>,
    readonly hasServerMessage = false,
  ) {
    super(message);
  }
}

/** `body` undefined: a request without one (a GET, or a POST named by its path alone). */
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function send(path: string, method: Method, body?: unknown): Promise<Response> {
  try {
    return await fetch(path, {
      method,
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
  } catch (cause) {
    const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError';
    throw new ApiRequestError(
      0,
      timedOut ? 'timeout' : 'network_error',
      timedOut ? `No answer from ${path} in time.` : `Could not reach ${path}.`,
    );
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * Sends one request and returns the answer checked against `schema`; every failure is an
 * ApiRequestError. The back office's PUT, PATCH and DELETE calls use it directly.
 */
export async function request<Schema extends z.ZodType>(
  schema: Schema,
  path: string,
  method: Method,
  body?: unknown,
): Promise<z.output<Schema>> {
  const response = await send(path, method, body);
  const json = await readJson(response);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(json);
    if (!parsed.success) {
      throw new ApiRequestError(
        response.status,
        'invalid_response',
        `${path} answered ${response.status}.`,
      );
    }
    const { code, message, fields } = parsed.data.error;
    throw new ApiRequestError(response.status, code, message, fields, true);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new ApiRequestError(
      response.status,
      'invalid_response',
      `${path} sent an unexpected answer.`,
    );
  }
  return parsed.data;
}

/** POSTs JSON and returns the answer checked against `schema`. */
export function postJson<Schema extends z.ZodType>(
  path: string,
  body: unknown,
  schema: Schema,
): Promise<z.output<Schema>> {
  return request(schema, path, 'POST', body);
}

/** GETs `path` (with its query) and returns the answer checked against `schema`. */
export function getJson<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
): Promise<z.output<Schema>> {
  return request(schema, path, 'GET');
}

/** POSTs nothing (an action named by its path alone) and returns the checked answer. */
export function postEmpty<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
): Promise<z.output<Schema>> {
  return request(schema, path, 'POST');
}

/** The server's own words when it sent some, else the notice's default text. */
export function messageOr(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.hasServerMessage && error.message
    ? error.message
    : fallback;
}
