import { useState, type SubmitEvent } from 'react';
import { notify } from '#app/components/ui/notices.ts';
import { notifyFailure } from '#app/lib/error-notices.ts';
import { focusFirstField } from '#app/lib/focus-field.ts';
import { checkForm, hasErrors, serverFieldErrors } from '#app/lib/form-validation.ts';
import { useFormFields } from '#app/lib/use-form-fields.ts';
import { notices } from '#content/notices.ts';
import { subscriptionRequestSchema } from '#shared/contracts/messages.ts';
import { subscribe } from './subscribe.ts';

interface NoticeText {
  title: string;
  description: string;
}

export interface SubscriptionFormOptions {
  /** The e-mail input's id, to focus it when it is flagged. */
  emailId: string;
  success?: NoticeText;
  failure?: NoticeText;
  onSubscribed?: () => void;
}

const empty = { email: '' };

/** The subscribe form's state: idle, busy while the call runs, cleared on success (SPEC section 4). */
export function useSubscriptionForm({
  emailId,
  success = notices.subscriptionSuccess,
  failure = notices.subscriptionError,
  onSubscribed,
}: SubscriptionFormOptions) {
  const form = useFormFields(empty);
  const [busy, setBusy] = useState(false);

  const flag = (errors: { email?: string | undefined }) => {
    form.setErrors(errors);
    focusFirstField([emailId]);
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const check = checkForm(subscriptionRequestSchema, form.values, { type: 'subscription' });
    if (!check.ok) {
      flag(check.errors);
      notify({
        ...(check.missing ? notices.emailRequired : notices.invalidFields),
        variant: 'error',
      });
      return;
    }
    setBusy(true);
    try {
      await subscribe(check.data.email);
      form.reset();
      notify({ ...success, variant: 'success' });
      onSubscribed?.();
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, ['email']);
      if (hasErrors(fieldErrors)) {
        flag(fieldErrors);
        notify({ ...notices.invalidFields, variant: 'error' });
      } else {
        notifyFailure(failure, error);
      }
    } finally {
      setBusy(false);
    }
  }

  return { ...form, busy, submit };
}
