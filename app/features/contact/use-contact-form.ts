import { useState, type SubmitEvent } from 'react';
import { notify } from '#app/components/ui/notices.ts';
import { notifyFailure, notifyInvalidForm } from '#app/lib/error-notices.ts';
import { focusFirstField } from '#app/lib/focus-field.ts';
import {
  checkForm,
  hasErrors,
  serverFieldErrors,
  type FieldErrors,
} from '#app/lib/form-validation.ts';
import { useFormFields } from '#app/lib/use-form-fields.ts';
import { notices } from '#content/notices.ts';
import { contactRequestSchema } from '#shared/contracts/messages.ts';
import { sendContactMessage } from './send-contact-message.ts';

export const contactFields = ['name', 'email', 'message'] as const;
export type ContactField = (typeof contactFields)[number];

const empty: Record<ContactField, string> = { name: '', email: '', message: '' };

/** The contact form's state: all three fields required, cleared once the message is sent. */
export function useContactForm(fieldId: (name: ContactField) => string) {
  const form = useFormFields(empty);
  const [busy, setBusy] = useState(false);

  const flag = (errors: FieldErrors<ContactField>) => {
    form.setErrors(errors);
    focusFirstField(contactFields.filter((name) => errors[name]).map(fieldId));
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const check = checkForm(contactRequestSchema, form.values, { type: 'contact' });
    if (!check.ok) {
      flag(check.errors);
      notifyInvalidForm(check.missing);
      return;
    }
    setBusy(true);
    try {
      await sendContactMessage(check.data);
      form.reset();
      notify({ ...notices.messageSent, variant: 'success' });
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, contactFields);
      if (hasErrors(fieldErrors)) {
        flag(fieldErrors);
        notifyInvalidForm(false);
      } else {
        notifyFailure(notices.messageError, error);
      }
    } finally {
      setBusy(false);
    }
  }

  return { ...form, busy, submit };
}
