import { adminPath } from '#content/page-links.ts';

/**
 * How a page runs in the browser.
 * - `islands`: server-rendered HTML with no React runtime; its interactive parts are small
 *   islands (app/islands) that load when they are needed. Every public page, the checkout,
 *   the payment result, the library and the review form included.
 * - `react`: hydrated by React Router, as an application: the back office.
 */
export type PageRuntime = 'islands' | 'react';

/** The one application: it, and every path under it, hydrates. */
const applicationPaths: readonly string[] = [adminPath];

export function pageRuntime(pathname: string): PageRuntime {
  const isApplication = applicationPaths.some(
    (path) => pathname === path || pathname.startsWith(`${path}/`),
  );
  return isApplication ? 'react' : 'islands';
}
