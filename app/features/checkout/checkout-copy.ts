import { useMemo } from 'react';
import { useSiteInfo } from '#app/lib/use-site-info.ts';
import { checkoutCopy } from '#content/checkout.ts';
import { fillCopy, placeholderValues } from '#shared/placeholders.ts';
import type { PageTexts } from '#shared/site-info.ts';
import {
  isApplied,
  useAppliedDiscount,
  useCheckoutDiscount,
  type CheckoutDiscount,
} from './checkout-discount.ts';

/**
 * The checkout's copy, its {{placeholders}} filled from the settings the server sent; with a
 * code applied, at the total the server quoted, so the saving badge agrees with the pay button.
 */
export function useCheckoutCopy(): typeof checkoutCopy {
  const site = useSiteInfo();
  const applied = useAppliedDiscount();
  return useMemo(() => {
    const offer = applied ? { ...site.offer, price: applied.total } : site.offer;
    return fillCopy(checkoutCopy, placeholderValues({ ...site, offer }));
  }, [site, applied]);
}

/**
 * The headline, warning and pay button as the seller words them (filled by the server); with
 * a code applied, filled with the price the buyer pays, so {{price}} and {{savings}} stay true.
 */
export function useCheckoutTexts(): PageTexts {
  return checkoutTexts(useSiteInfo().pageTexts, useCheckoutDiscount());
}

/** The seller's texts for a page priced with `discount`, if any. */
export function checkoutTexts(siteTexts: PageTexts, discount?: CheckoutDiscount): PageTexts {
  return isApplied(discount) ? discount.pageTexts : siteTexts;
}
