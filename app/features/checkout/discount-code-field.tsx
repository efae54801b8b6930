import { Button } from '#app/components/ui/button.tsx';
import { FormField } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { islandAttribute } from '#app/islands/island.ts';
import { discountCodeCopy as copy } from '#content/discount-codes.ts';
import { pages } from '#content/pages.ts';
import { discountCodeMaxLength } from '#shared/contracts/discount-codes.ts';
import { discountCodeParam } from '#shared/discount-code-param.ts';
import { formatPrice } from '#shared/money.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { isApplied, type CheckoutDiscount } from './checkout-discount.ts';
import { codeFormIsland } from './checkout-islands.ts';

/**
 * The form the code's controls belong to (by their `form` attribute): a GET to the checkout
 * with `?code=`, so the page comes back priced by the server. It sits outside the payment
 * form, since forms cannot nest; with scripts, its island fetches the priced page and puts
 * its parts (checkout-parts.ts) in place of this page's, the typed details untouched.
 */
export function DiscountCodeForm({ id }: { id: string }) {
  return (
    <form
      id={id}
      method="get"
      action={pages.checkout.path}
      hidden
      {...{ [islandAttribute]: codeFormIsland }}
    />
  );
}

interface DiscountCodeFieldProps {
  /** The id of the `DiscountCodeForm` the controls submit. */
  formId: string;
  discount: CheckoutDiscount | undefined;
}

// One code field a page: the priced page's field takes this one's place.
const fieldId = 'discount-code';

/** The code's field and Apply, or, once applied, what it takes off and Remove. */
export function DiscountCodeField({ formId, discount }: DiscountCodeFieldProps) {
  if (isApplied(discount))
    return (
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t pt-3">
        <p className="text-sm font-medium">
          {fillPlaceholders(copy.applied, {
            code: discount.code,
            discount: formatPrice(discount.discount),
          })}
        </p>
        {/* An empty code: the page comes back without one and the kept cookie is cleared. */}
        <Button
          type="submit"
          form={formId}
          name={discountCodeParam}
          value=""
          variant="outline"
          size="sm"
        >
          {copy.remove}
        </Button>
      </div>
    );
  const refusal = discount?.refusal;
  return (
    <div className="mt-3 border-t pt-3">
      <FormField id={fieldId} label={copy.label} error={refusal} required={false}>
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...control}
              form={formId}
              name={discountCodeParam}
              defaultValue={discount?.code}
              placeholder={copy.placeholder}
              maxLength={discountCodeMaxLength}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
            <Button type="submit" form={formId} variant="outline">
              {copy.apply}
            </Button>
          </div>
        )}
      </FormField>
    </div>
  );
}
