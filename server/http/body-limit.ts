import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorResponse } from './error-handler.ts';
import { payloadTooLarge } from './http-error.ts';

type Refusal = (c: Context) => Response | Promise<Response>;

/**
 * The one body limit: past `maxBytes` the request is refused (by default with a 413, as JSON under /api and a page elsewhere). A body that declares its
 * length is checked by that alone: Node's parser holds the body to it, and the Node adapter
 * then reads it straight from the socket, where Hono's bodyLimit would wrap it in a web
 * stream costing more than the rest of a small request. A body without a declared length is
 * counted as it streams.
 */
export function bodyWithin(
  maxBytes: number,
  refuse: Refusal = (c) =>
    errorResponse(c, payloadTooLarge(`The request body must be at most ${maxBytes} bytes.`)),
): MiddlewareHandler {
  const streamed = bodyLimit({ maxSize: maxBytes, onError: refuse });
  return async (c, next) => {
    const declared = c.req.header('Content-Length');
    if (declared === undefined || c.req.header('Transfer-Encoding') !== undefined)
      return streamed(c, next);
    if (Number(declared) > maxBytes) return refuse(c);
    await next();
  };
}
