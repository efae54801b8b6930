import { Lock, ShieldCheck } from 'lucide-react';
import { AttorneyNotice } from '#app/components/layout/attorney-notice.tsx';
import { Card, CardContent, IconCardHeader } from '#app/components/ui/card.tsx';
import { EmailField } from '#app/components/ui/email-field.tsx';
import { FormField } from '#app/components/ui/form-field.tsx';
import { FormNotice } from '#app/components/ui/form-notice.tsx';
import { formMarkup, ruleAttributes } from '#app/components/ui/form-markup.ts';
import { Input } from '#app/components/ui/input.tsx';
import { IslandForm, IslandSubmitButton } from '#app/components/ui/island-form.tsx';
import type { Notice } from '#app/components/ui/notices.ts';
import { Select } from '#app/components/ui/select.tsx';
import { islandAttribute } from '#app/islands/island.ts';
import { useSiteInfo } from '#app/lib/use-site-info.ts';
import { formIntents, type FormReply } from '#app/lib/form-reply.ts';
import { checkoutCopy } from '#content/checkout.ts';
import { notices } from '#content/notices.ts';
import {
  checkoutFieldRules,
  newsConsentTicked,
  type CheckoutField,
} from '#shared/contracts/checkout.ts';
import { discountCodeParam } from '#shared/discount-code-param.ts';
import { usStates } from '#shared/us-states.ts';
import { useCheckoutTexts } from './checkout-copy.ts';
import { isApplied, useCheckoutDiscount } from './checkout-discount.ts';
import { answersPostAttribute, checkoutDraftIsland } from './checkout-islands.ts';
import { checkoutParts } from './checkout-parts.ts';
import { textFieldInputs, type TextField } from './checkout-fields.ts';
import { CompactOrderSummary } from './compact-order-summary.tsx';
import { DiscountCodeField, DiscountCodeForm } from './discount-code-field.tsx';
import { OrderSummary } from './order-summary.tsx';

const copy = checkoutCopy.form;

// One payment form a page, with fixed ids: a priced page's parts (its summary and code
// field) take the place of this page's, and their labels must still find their controls.
const fieldId = (name: CheckoutField) => `checkout-${name}`;
const titleId = 'checkout-title';
const codeFormId = 'checkout-code-form';
const addressReasonId = 'checkout-address-reason';

interface CheckoutFormProps {
  /** Where the form posts, with or without scripts: the checkout page's action. */
  action: string;
  reply?: FormReply<CheckoutField> | undefined;
  /** Shown above the form when the buyer came back with the payment page's Cancel. */
  canceled?: Notice | undefined;
}

/**
 * The buyer's details, the order summary and the pay button. The browser posts the form
 * itself once its fields pass (the answer is the payment page); the code, as the page was
 * priced, rides along in a hidden input the priced page's copy replaces.
 */
export function CheckoutForm({ action, reply, canceled }: CheckoutFormProps) {
  const discount = useCheckoutDiscount();
  const code = isApplied(discount) ? discount.code : '';
  const { payButtonLabel } = useCheckoutTexts();
  const { attorneyNotice } = useSiteInfo();
  const values = reply?.values;
  const errors = reply?.errors;

  const textField = (name: TextField) => (
    <FormField id={fieldId(name)} label={copy.labels[name]} error={errors?.[name]}>
      {(control) => (
        <Input
          {...control}
          {...textFieldInputs[name]}
          {...ruleAttributes(checkoutFieldRules[name])}
          name={name}
          placeholder={copy.placeholders[name]}
          defaultValue={values?.[name] ?? ''}
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
      <CardContent
        className="flex flex-col gap-4"
        {...{ [islandAttribute]: checkoutDraftIsland }}
        // The page answers a post: its values are the buyer's, the draft must not cover them.
        {...(reply && { [answersPostAttribute]: '' })}
      >
        {canceled && <FormNotice notice={canceled} />}
        <CompactOrderSummary />
        <IslandForm
          action={action}
          intent={formIntents.checkout}
          notice={reply?.notice}
          failure={notices.paymentError}
          leavesPage
          creditsVisit
          className="gap-4"
        >
          <input
            type="hidden"
            name={discountCodeParam}
            value={code}
            {...{ [formMarkup.part]: checkoutParts.codeInput }}
          />
          <EmailField
            id={fieldId('email')}
            label={copy.labels.email}
            placeholder={copy.placeholders.email}
            defaultValue={values?.email ?? ''}
            error={errors?.email}
          />
          {textField('name')}
          <p id={addressReasonId} className="-mb-2 text-sm text-muted-foreground">
            {copy.addressReason}
          </p>
          {textField('address')}
          {/* Room for the state's longest name and its placeholder; city takes the rest. */}
          <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem_7rem]">
            {textField('city')}
            <FormField id={fieldId('state')} label={copy.labels.state} error={errors?.state}>
              {(control) => (
                <Select
                  {...control}
                  {...ruleAttributes(checkoutFieldRules.state)}
                  name="state"
                  autoComplete="address-level1"
                  defaultValue={values?.state ?? ''}
                >
                  <option value="">{copy.statePlaceholder}</option>
                  {usStates.map(([stateCode, name]) => (
                    <option key={stateCode} value={stateCode}>
                      {name}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            {textField('zip')}
          </div>
          <label className="flex items-start gap-3 text-sm">
            <input
              id={fieldId('newsConsent')}
              type="checkbox"
              name="newsConsent"
              value={newsConsentTicked}
              defaultChecked={values?.newsConsent === newsConsentTicked}
              className="mt-0.5 size-5 shrink-0 accent-primary"
            />
            <span>{copy.newsConsent}</span>
          </label>
          <OrderSummary codeField={<DiscountCodeField formId={codeFormId} discount={discount} />} />
          {/* Read before paying, not after (decision 105). */}
          <AttorneyNotice notice={attorneyNotice} />
          <IslandSubmitButton
            busyText={copy.payBusy}
            size="cta"
            className="w-full"
            icon={<ShieldCheck className="size-5" aria-hidden />}
          >
            <span {...{ [formMarkup.part]: checkoutParts.payLabel }}>{payButtonLabel}</span>
          </IslandSubmitButton>
          <p className="text-center text-xs text-muted-foreground">{copy.redirectNote}</p>
        </IslandForm>
        <DiscountCodeForm id={codeFormId} />
      </CardContent>
    </Card>
  );
}
