/**
 * The query parameter that brings a discount code, and that an empty value removes. Zod-free
 * and React-free: the prefetch island reads it too.
 */
export const discountCodeParam = 'code';

/** The parameter as a query string spells it: the name exactly, then `=`. */
export const discountCodePair = `${discountCodeParam}=`;

/**
 * The decoded value of a query string's first `code=` pair; null without one. Only that exact
 * spelling counts (not `%63ode=`, not a bare `code`): links whose address contains it are never
 * fetched ahead (app/features/navigation/fetch-ahead.ts), so a link a browser may prefetch
 * can neither set nor clear the discount cookie.
 */
export function discountCodeParamOf(search: string): string | null {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (pair.startsWith(discountCodePair)) return new URLSearchParams(pair).get(discountCodeParam);
  }
  return null;
}
