import { useSiteInfo } from '#app/lib/use-site-info.ts';
import { discountCodeCopy } from '#content/discount-codes.ts';
import { salesTaxCopy } from '#content/sales-tax.ts';
import type { TaxPriceMode } from '#shared/contracts/admin-settings.ts';
import { formatAmount, formatPrice } from '#shared/money.ts';
import type { Offer } from '#shared/offer.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { saleEndsLine } from '#shared/sale-ends.ts';
import { useAppliedDiscount, type AppliedDiscount } from './checkout-discount.ts';

/**
 * The summary's tax line and total: without sales tax, none and the price; with it, the tax is
 * Stripe's to compute on the buyer's billing address at payment, so the page names no amount.
 */
function taxFigures(toPay: number, salesTax: TaxPriceMode | null) {
  const total = `$${formatAmount(toPay)}`;
  if (salesTax === 'exclusive')
    return {
      tax: salesTaxCopy.atPayment,
      total: fillPlaceholders(salesTaxCopy.totalBeforeTax, { total }),
    };
  return { tax: salesTax === 'inclusive' ? salesTaxCopy.included : `$${formatAmount(0)}`, total };
}

/**
 * Every figure the checkout page shows, derived from the offer in the site settings; with a
 * code applied, the discount and total the server quoted (never computed here).
 */
export function checkoutFigures(
  offer: Offer,
  applied?: AppliedDiscount,
  salesTax: TaxPriceMode | null = null,
) {
  return {
    name: offer.name,
    category: offer.category,
    price: formatPrice(offer.price),
    /** Null when the seller sets no regular price: nothing is struck through, no saving shown. */
    compareAtPrice: offer.compareAtPrice === null ? null : formatPrice(offer.compareAtPrice),
    /** "Sale ends November 30" while a sale runs and the seller shows its end; else null. */
    saleEnds: saleEndsLine(offer),
    /** What the buyer pays today: the price, or the quoted total with a code. */
    toPay: formatPrice(applied ? applied.total : offer.price),
    summary: {
      price: `$${formatAmount(offer.price)}`,
      discount: applied && {
        label: fillPlaceholders(discountCodeCopy.summaryLine, { code: applied.code }),
        amount: `\u2212$${formatAmount(applied.discount)}`,
      },
      ...taxFigures(applied ? applied.total : offer.price, salesTax),
    },
  };
}

/** The checkout's figures for the offer the server sent with the page, and its applied code. */
export function useCheckoutFigures() {
  const site = useSiteInfo();
  return checkoutFigures(site.offer, useAppliedDiscount(), site.salesTax);
}
