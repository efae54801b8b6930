import type { MiddlewareHandler } from 'hono';

function carriesBody(headers: Headers): boolean {
  const length = headers.get('Content-Length');
  return (length !== null && length !== '0') || headers.has('Transfer-Encoding');
}

/**
 * A refusal (403, 413, 415, 429 ...) is often given before the request's body was read,
 * or after reading only part of it. The unread rest would be taken as the start of the
 * next request on the connection, so the server closes it instead, and says so with
 * `Connection: close`: a client's keep-alive pool then opens a fresh one for its next
 * request rather than failing on a socket we are about to close.
 */
export function closeAfterRefusedBody(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status >= 400 && carriesBody(c.req.raw.headers)) {
      c.res.headers.set('Connection', 'close');
    }
  };
}
