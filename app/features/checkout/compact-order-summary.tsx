import { formMarkup } from '#app/components/ui/form-markup.ts';
import { checkoutCopy } from '#content/checkout.ts';
import { checkoutParts } from './checkout-parts.ts';
import { useCheckoutCopy } from './checkout-copy.ts';
import { useCheckoutFigures } from './offer.ts';

const copy = checkoutCopy.compactSummary;

/**
 * What is bought and for how much, at the top of the form on small screens, where
 * the form comes first and the offer's cards follow it. Wide screens show the cards beside it.
 * With a code applied, the amount is the total the server quoted, the code's line under it.
 */
export function CompactOrderSummary() {
  const offer = useCheckoutFigures();
  const { includes } = useCheckoutCopy().compactSummary;
  const { discount } = offer.summary;
  return (
    <div
      className="flex flex-col gap-2 rounded-md border bg-muted p-3 lg:hidden"
      {...{ [formMarkup.part]: checkoutParts.compactSummary }}
    >
      <div className="flex items-start justify-between gap-4">
        <div className="flex flex-col gap-0.5">
          <p className="text-xs text-muted-foreground">{copy.label}</p>
          <p className="font-semibold">{offer.name}</p>
          <p className="text-sm text-muted-foreground">{includes}</p>
        </div>
        <p className="flex shrink-0 flex-col items-end">
          {offer.compareAtPrice !== null && (
            <span className="text-sm">
              <span className="sr-only">{checkoutCopy.product.regularPrice} </span>
              <s className="decoration-destructive decoration-2">{offer.compareAtPrice}</s>
            </span>
          )}
          <span className="text-2xl font-bold">
            <span className="sr-only">{checkoutCopy.product.todayPrice} </span>
            {offer.toPay}
          </span>
        </p>
      </div>
      {/* Its own line: beside the price it would squeeze the guide's name on a phone. */}
      {discount && (
        <p className="border-t pt-2 text-right text-sm font-medium">
          {discount.label} {discount.amount}
        </p>
      )}
    </div>
  );
}
