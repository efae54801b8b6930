import { useState, type SubmitEvent } from 'react';
import { messageOr, postJson } from '#app/lib/api-client.ts';
import { apiPaths } from '#app/lib/api-paths.ts';
import { focusFirstField } from '#app/lib/focus-field.ts';
import {
  checkForm,
  hasErrors,
  serverFieldErrors,
  type FieldErrors,
} from '#app/lib/form-validation.ts';
import { chatCopy } from '#content/chat.ts';
import { okResponseSchema } from '#shared/contracts/checkout.ts';
import { chatQuestionRequestSchema } from '#shared/contracts/messages.ts';
import type { HandoverDraft } from './chat-storage.ts';
import type { HandoverField } from './use-chat.ts';

const handoverFields: readonly HandoverField[] = ['email', 'message'];

interface HandoverSubmitOptions {
  draft: HandoverDraft;
  fieldId: (name: HandoverField) => string;
  onSent: () => void;
}

/**
 * Sends the question as a contact message from the chat: checked with the server's
 * contract first (red fields, focus on the first), then busy while the call runs. A
 * refusal or a failed call is said in the chat, and the draft is left as typed.
 */
export function useHandoverSubmit({ draft, fieldId, onSent }: HandoverSubmitOptions) {
  const [errors, setErrors] = useState<FieldErrors<HandoverField>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);

  const flag = (flagged: FieldErrors<HandoverField>) => {
    setErrors(flagged);
    focusFirstField(handoverFields.filter((name) => flagged[name]).map(fieldId));
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure(undefined);
    const check = checkForm(
      chatQuestionRequestSchema,
      { email: draft.email, message: draft.message },
      { type: 'contact', source: 'chat' },
    );
    if (!check.ok) {
      flag(check.errors);
      return;
    }
    setBusy(true);
    try {
      await postJson(apiPaths.sendThankYouEmail, check.data, okResponseSchema);
    } catch (error) {
      setBusy(false);
      const fieldErrors = serverFieldErrors(error, handoverFields);
      if (hasErrors(fieldErrors)) flag(fieldErrors);
      else setFailure(messageOr(error, chatCopy.handover.failure));
      return;
    }
    setBusy(false);
    onSent();
  }

  /** Editing a field clears its red flag at once. */
  const clearError = (name: HandoverField) =>
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));

  return { errors, busy, failure, submit, clearError };
}
