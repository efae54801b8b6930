import { Lock, ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Card, CardContent, IconCardHeader } from '#app/components/ui/card.tsx';
import { EmailField } from '#app/components/ui/email-field.tsx';
import { FormField } from '#app/components/ui/form-field.tsx';
import { FormNotice } from '#app/components/ui/form-notice.tsx';
import { PostForm } from '#app/components/ui/post-form.tsx';
import { Input } from '#app/components/ui/input.tsx';
import type { Notice } from '#app/components/ui/notices.ts';
import { Select } from '#app/components/ui/select.tsx';
import { ApiRequestError } from '#app/lib/api-client.ts';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import { formIntents, type FormReply } from '#app/lib/form-reply.ts';
import { useApiForm } from '#app/lib/use-api-form.ts';
import { useSiteInfo } from '#app/lib/use-site-info.ts';
import { checkoutCopy } from '#content/checkout.ts';
import { checkoutTexts } from './checkout-copy.ts';
import { notices } from '#content/notices.ts';
import { newsConsentTicked, type CheckoutField } from '#shared/contracts/checkout.ts';
import { discountCodeParam } from '#shared/discount-code-param.ts';
import { usStates } from '#shared/us-states.ts';
import { useCheckoutDraft } from './checkout-draft.ts';
import { textFieldInputs, type TextField } from './checkout-fields.ts';
import { checkoutForm } from './checkout-request.ts';
import {
  CheckoutDiscountContext,
  isApplied,
  useCheckoutDiscount,
  type RefusedDiscount,
} from './checkout-discount.ts';
import { CompactOrderSummary } from './compact-order-summary.tsx';
import { DiscountCodeField, DiscountCodeForm } from './discount-code-field.tsx';
import { OrderSummary } from './order-summary.tsx';

const copy = checkoutCopy.form;

interface CheckoutFormProps {
  /** Where the form posts without JavaScript: the checkout page's action. */
  action: string;
  reply?: FormReply<CheckoutField> | undefined;
  /** Shown above the form when the buyer came back with the payment page's Cancel. */
  canceled?: Notice | undefined;
}

/** The buyer's details, the order summary and the pay button. */
export function CheckoutForm({ action, reply, canceled }: CheckoutFormProps) {
  const pageDiscount = useCheckoutDiscount();
  // A code the payment call refused after the page was priced (another buyer took its last
  // use); it holds until the page is priced again.
  const [lateRefusal, setLateRefusal] = useState<{
    of: typeof pageDiscount;
    as: RefusedDiscount;
  }>();
  const discount = lateRefusal && lateRefusal.of === pageDiscount ? lateRefusal.as : pageDiscount;
  const code = isApplied(discount) ? discount.code : undefined;
  const { payButtonLabel } = checkoutTexts(useSiteInfo().pageTexts, discount);
  const baseId = useId();
  const fieldId = (name: CheckoutField) => `${baseId}-${name}`;
  const { values, errors, setValue, setValues, busy, notice, submit } = useApiForm({
    ...checkoutForm,
    extra: { code },
    send: async (request) => {
      try {
        await checkoutForm.send(request);
      } catch (error) {
        const refusal = error instanceof ApiRequestError ? error.fields?.code : undefined;
        if (code && refusal) setLateRefusal({ of: pageDiscount, as: { code, refusal } });
        throw error;
      }
    },
    fieldId,
    failure: notices.paymentError,
    reply,
  });
  useCheckoutDraft(values, setValues, !reply);
  const titleId = `${baseId}-title`;
  const codeFormId = `${baseId}-code-form`;

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

  // The summaries and the pay button read the code as the payment call last judged it.
  return (
    <CheckoutDiscountContext value={discount}>
      <Card tone="highlight" aria-labelledby={titleId}>
        <IconCardHeader
          icon={Lock}
          title={copy.title}
          titleId={titleId}
          description={copy.description}
        />
        <CardContent className="flex flex-col gap-4">
          {canceled && <FormNotice notice={canceled} />}
          <CompactOrderSummary />
          <PostForm
            action={
              code ? `${action}?${new URLSearchParams({ [discountCodeParam]: code })}` : action
            }
            intent={formIntents.checkout}
            notice={notice}
            busy={busy}
            creditsVisit
            onSubmit={submit}
            className="gap-4"
          >
            {code && <input type="hidden" name={discountCodeParam} value={code} />}
            <EmailField
              id={fieldId('email')}
              label={copy.labels.email}
              placeholder={copy.placeholders.email}
              value={values.email}
              error={errors.email}
              onChange={(value) => setValue('email', value)}
            />
            {textField('name')}
            {textField('address')}
            {/* Room for the state's longest name and its placeholder; city takes the rest. */}
            <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem_7rem]">
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
            <label className="flex items-start gap-3 text-sm">
              <input
                id={fieldId('newsConsent')}
                type="checkbox"
                name="newsConsent"
                value={newsConsentTicked}
                checked={values.newsConsent === newsConsentTicked}
                onChange={(event) =>
                  setValue('newsConsent', event.target.checked ? newsConsentTicked : '')
                }
                className="mt-0.5 size-5 shrink-0 accent-primary"
              />
              <span>{copy.newsConsent}</span>
            </label>
            <OrderSummary
              codeField={<DiscountCodeField formId={codeFormId} discount={discount} />}
            />
            <SubmitButton
              busy={busy}
              busyText={copy.payBusy}
              size="cta"
              className="w-full"
              icon={<ShieldCheck className="size-5" aria-hidden />}
            >
              {payButtonLabel}
            </SubmitButton>
            <p className="text-center text-xs text-muted-foreground">{copy.redirectNote}</p>
          </PostForm>
          <DiscountCodeForm id={codeFormId} />
        </CardContent>
      </Card>
    </CheckoutDiscountContext>
  );
}
