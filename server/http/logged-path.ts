import { redactedPath, redactedQuery, redactedSecret } from '#shared/secret-links.ts';

// Personal data in the back office's own addresses: a buyer's page is named by their e-mail,
// and a search may hold an address, a name or a domain.
const buyerPathSegment = /^(\/(?:api\/)?admin\/customers\/)[^/?]+/;
const personalQueryKeys = ['q', 'domain'];

// Longer paths are refused at the edge; a log line stays short all the same.
const maxLoggedLength = 300;

/**
 * The request's path and query as the log may keep them: every secret of an address
 * (shared/secret-links.ts: download, receipt, review and sign-in links, tokens and checkout
 * session ids) and the back office's buyer addresses and searches replaced by "[redacted]",
 * and the whole cut to a length.
 */
export function loggedPath(path: string, query: string): string {
  const safePath = redactedPath(path).replace(buyerPathSegment, `$1${redactedSecret}`);
  const params = new URLSearchParams(redactedQuery(query));
  for (const key of personalQueryKeys) {
    if (params.has(key)) params.set(key, redactedSecret);
  }
  const safeQuery = params
    .toString()
    .replaceAll(encodeURIComponent(redactedSecret), redactedSecret);
  const line = safeQuery ? `${safePath}?${safeQuery}` : safePath;
  return line.length > maxLoggedLength ? `${line.slice(0, maxLoggedLength)}...` : line;
}

/** The path and query of a request's URL, as the log may keep them. */
export function requestPath(url: string): string {
  const { pathname, search } = new URL(url);
  return loggedPath(pathname, search.slice(1));
}
