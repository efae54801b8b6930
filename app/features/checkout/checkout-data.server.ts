import { proofView, purchasesLine } from '#app/features/social-proof/proof-view.server.ts';
import { productJsonLd } from '#app/seo/json-ld.ts';
import { checkoutCopy } from '#content/checkout.ts';
import { guidePreparingCopy } from '#content/guide-preparing.ts';
import { pages } from '#content/pages.ts';
import { checkoutCanceledParam } from '#shared/contracts/checkout.ts';
import { fillCopy, fillPlaceholders, placeholderValues } from '#shared/placeholders.ts';
import type { SiteInfo } from '#shared/site-info.ts';
import type { SocialProof } from '#shared/social-proof.ts';

/**
 * The checkout page: the offer's structured data, the notice that nothing was charged when
 * the buyer came back with the payment page's Cancel, and, while the guide cannot be sold
 * (a site taking real payments with no guide uploaded), what the page says instead of the
 * payment form; and the proof beside it: the newest buyers' reviews (or the seed's samples,
 * never the seller's testimonials, kept for the home page) and the count of purchases.
 */
export function checkoutPageData(
  site: SiteInfo,
  url: URL,
  guideOnSale: boolean,
  proof: SocialProof,
) {
  return {
    preparing: guideOnSale ? undefined : fillCopy(guidePreparingCopy, placeholderValues(site)),
    structuredData: [
      productJsonLd(
        site,
        fillPlaceholders(pages.checkout.description, placeholderValues(site)),
        proof,
      ),
    ],
    reviews: proofView(site, proof, { kinds: ['verified', 'sample'], limit: 2 }),
    purchases: purchasesLine(proof),
    canceled: url.searchParams.has(checkoutCanceledParam)
      ? ({ ...checkoutCopy.canceled, variant: 'default' } as const)
      : undefined,
  };
}
