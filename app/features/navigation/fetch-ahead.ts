import { adminPath } from '#content/page-links.ts';
import { discountCodePair } from '#shared/discount-code-param.ts';
import { postsFeedPath } from '#shared/published-content.ts';

/**
 * Which same-site links a page may fetch before they are clicked, so the next page opens
 * at once: the Speculation Rules a page declares and the fallback island both read it.
 * Zod-free and React-free, as every island module must be.
 *
 * Never fetched ahead: what is not a page to read (the back office, the API, files, images, the feed),
 * what a link carries a secret in (downloads, receipts, sign-in and mail links) and what a GET
 * changes (a `?code=` on any page keeps a discount code in a cookie; a prefetch would set it
 * without a click). The server reads the code only where the address spells `code=`, the text
 * these rules look for (shared/discount-code-param.ts).
 */
export const pathsNeverFetchedAhead: readonly string[] = [
  adminPath,
  '/api',
  '/download',
  '/receipt',
  '/media',
  postsFeedPath,
  '/library/sign-in',
  '/library/orders',
  '/library/sign-out',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/mail/unsubscribe',
  '/review',
  '/review-requests',
  '/test-checkout',
];

/** Links whose address may carry a discount code (`discountCodeParamOf` reads only these). */
export const linksCarryingACode = `a[href*="${discountCodePair}"]`;

/** Links marked as not to be followed, and downloads, are not pages to open next. */
const linksNeverFetchedAhead = '[rel~="nofollow"], [download]';

/** The path and everything under it. */
function pathPatterns(path: string): string[] {
  return [path, `${path}/*`];
}

/**
 * Document rules: prefetch a same-site link once the visitor shows intent (`moderate`: the
 * pointer rests on it, or it is pressed). Prefetch, not prerender: a prerendered page would
 * run its tracker and widget timers before it is seen; a prefetched one runs nothing, and
 * our pages are small cached documents that render at once from the prefetched response.
 */
export const speculationRules = {
  prefetch: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: pathsNeverFetchedAhead.flatMap(pathPatterns) } },
          // A selector, not a URL pattern object: the HTML checker accepts only strings there.
          { not: { selector_matches: linksCarryingACode } },
          { not: { selector_matches: linksNeverFetchedAhead } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
} as const;

/** The rules as the `<script type="speculationrules">` body: the same text on every page. */
export const speculationRulesJson = JSON.stringify(speculationRules);

/**
 * Whether the fallback may fetch this link ahead: the same rules as above, for browsers
 * without Speculation Rules. `here` is the current page's URL.
 */
export function fetchesAhead(link: HTMLAnchorElement, here: URL): boolean {
  if (link.matches(linksNeverFetchedAhead)) return false;
  const url = new URL(link.href, here);
  if (url.origin !== here.origin || !/^https?:$/.test(url.protocol)) return false;
  // The page itself, or a place on it: nothing to fetch.
  if (url.pathname === here.pathname && url.search === here.search) return false;
  if (url.search.includes(discountCodePair)) return false;
  return !pathsNeverFetchedAhead.some(
    (path) => url.pathname === path || url.pathname.startsWith(`${path}/`),
  );
}
