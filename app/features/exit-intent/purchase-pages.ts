import { pageLinks } from '#content/page-links.ts';

/**
 * Where a visitor is paying or has just paid: the popup never opens there. The download
 * pages are the server's own pages, without scripts, so no popup can reach them anyway.
 */
const purchasePaths = [pageLinks.checkout.path, pageLinks.success.path];

/** True on the checkout and the payment result, with or without a trailing slash. */
export function isPurchasePage(pathname: string): boolean {
  return purchasePaths.some((path) => pathname === path || pathname === `${path}/`);
}
