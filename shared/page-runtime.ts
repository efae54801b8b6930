import { adminPath, pageLinks } from '#content/page-links.ts';
import { reviewPage } from '#content/review-form.ts';

/**
 * How a page runs in the browser.
 * - `islands`: server-rendered HTML with no React runtime; its interactive parts are small
 *   islands (app/islands) that load when they are needed. Every reading page and the checkout.
 * - `react`: hydrated by React Router, as an application: the payment result, the buyer's
 *   library, the review form and the back office.
 */
export type PageRuntime = 'islands' | 'react';

/** Pages that are applications: they, and every path under them, hydrate. */
const applicationPaths: readonly string[] = [
  pageLinks.success.path,
  pageLinks.library.path,
  reviewPage.path,
  adminPath,
];

export function pageRuntime(pathname: string): PageRuntime {
  const isApplication = applicationPaths.some(
    (path) => pathname === path || pathname.startsWith(`${path}/`),
  );
  return isApplication ? 'react' : 'islands';
}
