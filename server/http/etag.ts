/**
 * Whether an `If-None-Match` header names this ETag (or any, with `*`). The comparison is the
 * weak one RFC 9110 asks for here, so `W/` forms match too, and the header may be a list.
 */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  // The one tag a browser sends back: no split on the page cache's hot path.
  if (header === etag) return true;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
