import type { MiddlewareHandler } from 'hono';
import type { PageCache } from './page-cache.ts';
import { pageResponse } from './page-response.ts';

// Headers that differ from one request to the next stay out of what the cache keeps.
const perRequestHeaders = new Set(['content-encoding', 'content-length', 'date', 'x-request-id']);

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
    if (hit?.finalHeaders)
      return pageResponse(c, hit, new Headers(hit.finalHeaders as Array<[string, string]>));
    await next();
    const filled = cache.get(key);
    if (filled && !filled.finalHeaders && c.res.status === filled.status) {
      filled.finalHeaders = [...c.res.headers].filter(([name]) => !perRequestHeaders.has(name));
    }
  };
}
