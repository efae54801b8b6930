import type { Context, MiddlewareHandler } from 'hono';
import { isApiPath } from './api-path.ts';
import { errorResponse } from './error-handler.ts';
import { HttpError, notFound } from './http-error.ts';
import { notFoundPage } from './refusal-pages.tsx';
import { serverPage } from './server-page.tsx';

/**
 * Bounds on the request path: far beyond any page of the site (the longest is an article
 * of under 100 characters and three segments), and small enough that no path can make a
 * page or a log line expensive.
 */
export const maxPathLength = 512;
export const maxPathSegments = 12;

// A URL keeps its percent-encoding, and a raw NUL cannot get past Node's HTTP parser.
const nulByte = /%00/i;

const malformedTarget = new HttpError(
  400,
  'malformed_request',
  'The address of this request contains characters no page of ours uses.',
);

async function tooLongAnswer(c: Context): Promise<Response> {
  if (isApiPath(c.req.path)) return errorResponse(c, notFound('There is no API endpoint here.'));
  return serverPage(c, notFoundPage);
}

/**
 * Runs before everything else: a NUL byte anywhere in the address is a 400 (PostgreSQL
 * cannot store it and no token of ours contains it), and a path longer or deeper than
 * any page answers a small 404 without reaching the router, the page cache or the log
 * at full length.
 */
export function requestTargetGuard(): MiddlewareHandler {
  return async (c, next) => {
    // Not `c.req.path`, which is already decoded.
    const { pathname, search } = new URL(c.req.url);
    if (nulByte.test(pathname) || nulByte.test(search)) return errorResponse(c, malformedTarget);
    // The length first, so a huge path is never split.
    if (pathname.length > maxPathLength || pathname.split('/').length - 1 > maxPathSegments) {
      return tooLongAnswer(c);
    }
    await next();
  };
}
