import type { Context, MiddlewareHandler } from 'hono';
import { html } from 'hono/html';
import { isApiPath } from './api-path.ts';
import { errorResponse } from './error-handler.ts';
import { HttpError } from './http-error.ts';
import { simplePage } from './simple-page.ts';

/**
 * Bounds on the request path: far beyond any page of the site (the longest is an article
 * of under 100 characters and three segments), and small enough that no path can make a
 * page or a log line expensive.
 */
export const maxPathLength = 512;
export const maxPathSegments = 12;

const hasNulByte = (text: string) => text.includes('\u0000') || /%00/i.test(text);

const malformedTarget = new HttpError(
  400,
  'malformed_request',
  'The address of this request contains characters no page of ours uses.',
);

/** The raw path and query, as the client sent them: `c.req.path` is already decoded. */
function rawTarget(c: Context): { path: string; query: string } {
  const url = c.req.url;
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const target = start === -1 ? '/' : url.slice(start);
  const queryAt = target.indexOf('?');
  return queryAt === -1
    ? { path: target, query: '' }
    : { path: target.slice(0, queryAt), query: target.slice(queryAt + 1) };
}

async function tooLongAnswer(c: Context): Promise<Response> {
  if (isApiPath(c.req.path)) {
    return errorResponse(c, new HttpError(404, 'not_found', 'There is no API endpoint here.'));
  }
  return simplePage(c, {
    title: 'Page not found',
    body: html`<h1>Page not found</h1>
      <p>There is no page at this address.</p>
      <p><a class="button" href="/">Go to the home page</a></p>`,
    status: 404,
  });
}

/**
 * Runs before everything else: a NUL byte anywhere in the address is a 400 (PostgreSQL
 * cannot store it and no token of ours contains it), and a path longer or deeper than
 * any page answers a small 404 without reaching the router, the page cache or the log
 * at full length.
 */
export function requestTargetGuard(): MiddlewareHandler {
  return async (c, next) => {
    const { path, query } = rawTarget(c);
    if (hasNulByte(path) || hasNulByte(query)) return errorResponse(c, malformedTarget);
    let segments = 0;
    for (let i = 0; i < path.length && segments <= maxPathSegments; i += 1) {
      if (path.charCodeAt(i) === 47) segments += 1;
    }
    if (path.length > maxPathLength || segments > maxPathSegments) return tooLongAnswer(c);
    await next();
  };
}
