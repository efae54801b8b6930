const redacted = '[redacted]';

// Bearer secrets that travel in addresses: whoever holds one gets the guide or the subscription.
const secretPathSegment = /^(\/download\/)[^/?]+/;
const secretQueryKeys = new Set(['token', 'session_id']);
// Personal data in the back office's own addresses: a buyer's page is named by their e-mail,
// and a search may hold an address, a name or a domain.
const buyerPathSegment = /^(\/(?:api\/)?admin\/customers\/)[^/?]+/;
const personalQueryKeys = new Set(['q', 'domain']);

// Longer paths are refused at the edge; a log line stays short all the same.
const maxLoggedLength = 300;

/**
 * The request's path and query as the log may keep them: download tokens, newsletter
 * tokens, checkout session ids and the back office's buyer addresses and searches replaced
 * by "[redacted]", and the whole cut to a length.
 */
export function loggedPath(path: string, query: string): string {
  const safePath = path
    .replace(secretPathSegment, `$1${redacted}`)
    .replace(buyerPathSegment, `$1${redacted}`);
  const params = new URLSearchParams(query);
  for (const key of [...secretQueryKeys, ...personalQueryKeys]) {
    if (params.has(key)) params.set(key, redacted);
  }
  const safeQuery = params.toString().replaceAll(encodeURIComponent(redacted), redacted);
  const line = safeQuery ? `${safePath}?${safeQuery}` : safePath;
  return line.length > maxLoggedLength ? `${line.slice(0, maxLoggedLength)}...` : line;
}

/** The path and query of a request's URL, as the log may keep them. */
export function requestPath(url: string): string {
  const { pathname, search } = new URL(url);
  return loggedPath(pathname, search.slice(1));
}
