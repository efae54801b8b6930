import { productJsonLd } from '#app/seo/json-ld.ts';
import { checkoutCopy } from '#content/checkout.ts';
import { pages } from '#content/pages.ts';
import { checkoutCanceledParam } from '#shared/contracts/checkout.ts';
import { fillPlaceholders, placeholderValues } from '#shared/placeholders.ts';
import type { SiteInfo } from '#shared/site-info.ts';

/**
 * The checkout page: the offer's structured data, and the notice that nothing was
 * charged when the buyer came back with the payment page's Cancel.
 */
export function checkoutPageData(site: SiteInfo, url: URL) {
  return {
    structuredData: [
      productJsonLd(site, fillPlaceholders(pages.checkout.description, placeholderValues(site))),
    ],
    canceled: url.searchParams.has(checkoutCanceledParam)
      ? ({ ...checkoutCopy.canceled, variant: 'default' } as const)
      : undefined,
  };
}
