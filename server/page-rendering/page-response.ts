import type { Context } from 'hono';
import { matchesEtag } from '#server/http/etag.ts';
import { preferredEncoding, type CachedPage, type RenderedPage } from './rendered-page.ts';

const isCachedPage = (page: RenderedPage): page is CachedPage => 'gzip' in page;

/**
 * The one answer with a rendered page, fresh or from the cache: a 304 when the client holds
 * it, else its body, compressed the way the client accepts when the cache keeps it compressed.
 */
export function pageResponse(c: Context, page: RenderedPage, headers: Headers): Response {
  if (matchesEtag(c.req.header('If-None-Match'), page.etag))
    return new Response(null, { status: 304, headers });
  let body = page.html;
  if (isCachedPage(page)) {
    headers.set('Vary', 'Accept-Encoding');
    const encoding = preferredEncoding(c.req.header('Accept-Encoding'));
    if (encoding) {
      headers.set('Content-Encoding', encoding);
      body = encoding === 'br' ? page.brotli : page.gzip;
    }
  }
  return new Response(body, { status: page.status, headers });
}
