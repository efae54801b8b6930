import { productJsonLd } from '#app/seo/json-ld.ts';
import { checkoutCopy } from '#content/checkout.ts';
import { guidePreparingCopy } from '#content/guide-preparing.ts';
import { pages } from '#content/pages.ts';
import { checkoutCanceledParam } from '#shared/contracts/checkout.ts';
import { fillCopy, fillPlaceholders, placeholderValues } from '#shared/placeholders.ts';
import type { SiteInfo } from '#shared/site-info.ts';

/**
 * The checkout page: the offer's structured data, the notice that nothing was charged when
 * the buyer came back with the payment page's Cancel, and, while the guide cannot be sold
 * (a site taking real payments with no guide uploaded), what the page says instead of the
 * payment form.
 */
export function checkoutPageData(site: SiteInfo, url: URL, guideOnSale: boolean) {
  return {
    preparing: guideOnSale ? undefined : fillCopy(guidePreparingCopy, placeholderValues(site)),
    structuredData: [
      productJsonLd(site, fillPlaceholders(pages.checkout.description, placeholderValues(site))),
    ],
    canceled: url.searchParams.has(checkoutCanceledParam)
      ? ({ ...checkoutCopy.canceled, variant: 'default' } as const)
      : undefined,
  };
}
