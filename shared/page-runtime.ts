import { adminPath, pageLinks } from '#content/page-links.ts';

/**
 * How a page runs in the browser.
 * - `islands`: server-rendered HTML with no React runtime; its interactive parts are small
 *   islands (app/islands) that load when they are needed. Every reading page, the buyer's
 *   library and the review form.
 * - `react`: hydrated by React Router, as an application: the checkout, the payment
 *   result and the back office.
 */
export type PageRuntime = 'islands' | 'react';

/** Pages that are applications: they, and every path under them, hydrate. */
const applicationPaths: readonly string[] = [
  pageLinks.checkout.path,
  pageLinks.success.path,
  adminPath,
];

export function pageRuntime(pathname: string): PageRuntime {
  const isApplication = applicationPaths.some(
    (path) => pathname === path || pathname.startsWith(`${path}/`),
  );
  return isApplication ? 'react' : 'islands';
}
