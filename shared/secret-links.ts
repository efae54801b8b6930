import { reviewPath } from '#content/review-form.ts';

/** What a secret is replaced with wherever an address is kept or passed on. */
export const redactedSecret = '[redacted]';

/** Where the guide's download links point (server/delivery/download-routes.ts). */
export const downloadPrefix = '/download';

/** Where a library sign-in link and a receipt link put their secret. */
export const librarySignInPrefix = '/library/sign-in';
export const receiptPrefix = '/receipt';

/** The built-in test provider's hosted payment page, by its session id. */
export const testCheckoutPath = '/test-checkout';

/**
 * The one list of addresses whose next path segment is a bearer secret: whoever holds it gets
 * the guide, the receipt, the review form, the buyer's library or the test payment page. The
 * request log, the tracker, the analytics ingest and the third-party tags all read it.
 */
export const secretSegmentPrefixes: readonly string[] = [
  downloadPrefix,
  receiptPrefix,
  reviewPath,
  // The review form's JSON twin (server/review-requests/review-routes.ts under /api).
  '/api/reviews',
  librarySignInPrefix,
  testCheckoutPath,
];

/**
 * Query parameters that carry a secret on any page: the newsletter's, the stop links' and the
 * set-password page's tokens, and a checkout's session id on the result page.
 */
export const secretQueryKeys: readonly string[] = ['token', 'session_id'];

const secretSegment = new RegExp(
  `^(${secretSegmentPrefixes.map((prefix) => prefix.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')).join('|')})/[^/?#]+`,
);

/** The path with its secret segment, if it has one, replaced: "/review/[redacted]". */
export function redactedPath(pathname: string): string {
  return pathname.replace(secretSegment, `$1/${redactedSecret}`);
}

/** A query string (without "?") with the value of each secret parameter replaced. */
export function redactedQuery(query: string): string {
  const params = new URLSearchParams(query);
  const secrets = secretQueryKeys.filter((key) => params.has(key));
  if (secrets.length === 0) return query;
  for (const key of secrets) params.set(key, redactedSecret);
  return params.toString().replaceAll(encodeURIComponent(redactedSecret), redactedSecret);
}

/** Whether an address carries a secret in its path or its query. */
export function holdsSecret(pathname: string, query = ''): boolean {
  const params = new URLSearchParams(query);
  return secretSegment.test(pathname) || secretQueryKeys.some((key) => params.has(key));
}

/**
 * A full address (a page's location, a referrer) with its secrets replaced and its fragment
 * dropped; anything that is not an absolute URL comes back empty, so nothing unread leaks.
 */
export function redactedAddress(address: string): string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return '';
  }
  const query = redactedQuery(url.search.slice(1));
  return `${url.origin}${redactedPath(url.pathname)}${query ? `?${query}` : ''}`;
}
