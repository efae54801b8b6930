import type { Context, MiddlewareHandler } from 'hono';
import type { PageCache } from './page-cache.ts';
import { preferredEncoding, type CachedPage } from './rendered-page.ts';

// Headers that differ from one request to the next stay out of what the cache keeps.
const perRequestHeaders = new Set(['content-encoding', 'content-length', 'date', 'x-request-id']);

function answer(
  c: Context,
  page: CachedPage,
  finalHeaders: ReadonlyArray<[string, string]>,
): Response {
  const headers = new Headers(finalHeaders as Array<[string, string]>);
  if (c.req.header('If-None-Match') === page.etag)
    return new Response(null, { status: 304, headers });
  const encoding = preferredEncoding(c.req.header('Accept-Encoding'));
  if (encoding) headers.set('Content-Encoding', encoding);
  const body = encoding === 'br' ? page.brotli : encoding === 'gzip' ? page.gzip : page.html;
  return new Response(body, { status: page.status, headers });
}

/**
 * Answers a cached page before the rest of the middleware runs. The first full
 * response of a cached page leaves its final headers (security headers and CSP
 * included) on the cache entry; later hits send those same headers, so a hit costs
 * a lookup and a copy instead of the whole chain (see bench:pages).
 */
export function servedFromCache(cache: PageCache): MiddlewareHandler {
  return async (c, next) => {
    const isRead = c.req.method === 'GET' || c.req.method === 'HEAD';
    const key = isRead ? cache.keyFor(new URL(c.req.url)) : undefined;
    if (key === undefined) return next();
    const hit = cache.get(key);
    if (hit?.finalHeaders) return answer(c, hit, hit.finalHeaders);
    await next();
    const filled = cache.get(key);
    if (filled && !filled.finalHeaders && c.res.status === filled.status) {
      filled.finalHeaders = [...c.res.headers].filter(([name]) => !perRequestHeaders.has(name));
    }
  };
}
