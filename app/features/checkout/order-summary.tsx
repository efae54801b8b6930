import type { ReactNode } from 'react';
import { formMarkup } from '#app/components/ui/form-markup.ts';
import { checkoutCopy } from '#content/checkout.ts';
import { checkoutParts } from './checkout-parts.ts';
import { useCheckoutFigures } from './offer.ts';

const copy = checkoutCopy.summary;
// Fixed: a priced page's summary takes this one's place.
const titleId = 'order-summary-title';

/**
 * Product, discount, tax and total, as a description list so each amount is read with its
 * name; the code's field (`codeField`) sits under the list.
 */
export function OrderSummary({ codeField }: { codeField?: ReactNode }) {
  const offer = useCheckoutFigures();
  const { discount } = offer.summary;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-md border bg-muted p-4"
      {...{ [formMarkup.part]: checkoutParts.orderSummary }}
    >
      <h3 id={titleId} className="mb-3 font-semibold">
        {copy.title}
      </h3>
      <dl className="flex flex-col gap-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt>{offer.name}</dt>
          <dd>{offer.summary.price}</dd>
        </div>
        {discount && (
          <div className="flex justify-between gap-4 font-medium">
            <dt>{discount.label}</dt>
            <dd>{discount.amount}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4 text-muted-foreground">
          <dt>{copy.tax}</dt>
          <dd>{offer.summary.tax}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t pt-2 text-base font-bold">
          <dt>{copy.total}</dt>
          <dd>{offer.summary.total}</dd>
        </div>
      </dl>
      {codeField}
    </section>
  );
}
