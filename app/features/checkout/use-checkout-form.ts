import { useEffect, useState, type SubmitEvent } from 'react';
import { notifyFailure, notifyInvalidForm } from '#app/lib/error-notices.ts';
import { focusFirstField } from '#app/lib/focus-field.ts';
import {
  checkForm,
  hasErrors,
  serverFieldErrors,
  type FieldErrors,
} from '#app/lib/form-validation.ts';
import { leavePageFor } from '#app/lib/leave-page.ts';
import { useFormFields } from '#app/lib/use-form-fields.ts';
import { notices } from '#content/notices.ts';
import { checkoutRequestSchema, type CheckoutField } from '#shared/contracts/checkout.ts';
import { checkoutFields, emptyCheckout } from './checkout-fields.ts';
import { createPayment } from './create-payment.ts';

/**
 * The pay action (SPEC section 4): idle, busy while the call runs, then off to
 * the payment page, or back to idle with red fields or an error notice.
 */
export function useCheckoutForm(fieldId: (name: CheckoutField) => string) {
  const form = useFormFields(emptyCheckout);
  const [busy, setBusy] = useState(false);

  // Coming back from the payment page with the Back button restores this page
  // from the back-forward cache, still busy: make the button usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const flag = (errors: FieldErrors<CheckoutField>) => {
    form.setErrors(errors);
    focusFirstField(checkoutFields.filter((name) => errors[name]).map(fieldId));
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const check = checkForm(checkoutRequestSchema, form.values);
    if (!check.ok) {
      flag(check.errors);
      notifyInvalidForm(check.missing);
      return;
    }
    setBusy(true);
    try {
      // Stays busy while the browser leaves for the payment page: no second session.
      leavePageFor(await createPayment(check.data));
    } catch (error) {
      setBusy(false);
      const fieldErrors = serverFieldErrors(error, checkoutFields);
      if (hasErrors(fieldErrors)) {
        flag(fieldErrors);
        notifyInvalidForm(false);
      } else {
        notifyFailure(notices.paymentError, error);
      }
    }
  }

  return { ...form, busy, submit };
}
