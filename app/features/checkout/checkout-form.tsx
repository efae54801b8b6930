import { Lock, ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { Card, CardContent, IconCardHeader } from '#app/components/ui/card.tsx';
import { FormField } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import { checkoutCopy } from '#content/checkout.ts';
import type { CheckoutField } from '#shared/contracts/checkout.ts';
import { usStates } from '#shared/us-states.ts';
import { textFieldInputs, type TextField } from './checkout-fields.ts';
import { offer } from './offer.ts';
import { OrderSummary } from './order-summary.tsx';
import { useCheckoutForm } from './use-checkout-form.ts';

const copy = checkoutCopy.form;

/** The buyer's details, the order summary and the pay button (SPEC section 2, DECISIONS). */
export function CheckoutForm() {
  const baseId = useId();
  const fieldId = (name: CheckoutField) => `${baseId}-${name}`;
  const { values, errors, setValue, busy, submit } = useCheckoutForm(fieldId);
  const titleId = `${baseId}-title`;

  const textField = (name: TextField) => (
    <FormField id={fieldId(name)} label={copy.labels[name]} error={errors[name]}>
      {(control) => (
        <Input
          {...control}
          {...textFieldInputs[name]}
          name={name}
          placeholder={copy.placeholders[name]}
          value={values[name]}
          onChange={(event) => setValue(name, event.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <Card tone="highlight" aria-labelledby={titleId}>
      <IconCardHeader
        icon={Lock}
        title={copy.title}
        titleId={titleId}
        description={copy.description}
      />
      <CardContent>
        <form
          noValidate
          aria-busy={busy}
          onSubmit={(event) => void submit(event)}
          className="flex flex-col gap-4"
        >
          {textField('email')}
          {textField('name')}
          {textField('address')}
          <div className="grid gap-4 sm:grid-cols-3">
            {textField('city')}
            <FormField id={fieldId('state')} label={copy.labels.state} error={errors.state}>
              {(control) => (
                <Select
                  {...control}
                  name="state"
                  autoComplete="address-level1"
                  value={values.state}
                  onChange={(event) => setValue('state', event.target.value)}
                >
                  <option value="">{copy.statePlaceholder}</option>
                  {usStates.map(([code, name]) => (
                    <option key={code} value={code}>
                      {name}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            {textField('zip')}
          </div>
          <OrderSummary />
          <SubmitButton
            busy={busy}
            busyText={copy.payBusy}
            size="cta"
            variant="destructive"
            className="w-full"
            icon={<ShieldCheck className="size-5" aria-hidden />}
          >
            {copy.payButton(offer.saving)}
          </SubmitButton>
          <p className="text-center text-xs text-muted-foreground">{copy.redirectNote}</p>
        </form>
      </CardContent>
    </Card>
  );
}
