import { useSiteInfo } from '#app/lib/use-site-info.ts';
import { formatAmount, formatPrice } from '#shared/money.ts';
import type { Offer } from '#shared/offer.ts';
import { saleEndsLine } from '#shared/sale-ends.ts';

/** The guide is sold without sales tax; the server charges the price alone. */
const tax = 0;

/** Every figure the checkout page shows, derived from the offer in the site settings. */
export function checkoutFigures(offer: Offer) {
  return {
    name: offer.name,
    category: offer.category,
    price: formatPrice(offer.price),
    /** Null when the seller sets no regular price: nothing is struck through, no saving shown. */
    compareAtPrice: offer.compareAtPrice === null ? null : formatPrice(offer.compareAtPrice),
    /** "Sale ends November 30" while a sale runs and the seller shows its end; else null. */
    saleEnds: saleEndsLine(offer),
    summary: {
      price: `$${formatAmount(offer.price)}`,
      tax: `$${formatAmount(tax)}`,
      total: `$${formatAmount(offer.price + tax)}`,
    },
  };
}

/** The checkout's figures for the offer the server sent with the page. */
export function useCheckoutFigures() {
  return checkoutFigures(useSiteInfo().offer);
}
