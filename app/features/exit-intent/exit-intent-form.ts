import { isFormBusy, setFormBusy } from '#app/islands/form-busy.ts';
import { checkField, clearField, flagField, isMissing } from '#app/islands/form-checks.ts';
import { showToast } from '#app/islands/toast.ts';
import { focusFirstField } from '#app/lib/focus-field.ts';
import { notices } from '#content/notices.ts';
import { findPart } from './exit-intent-parts.ts';
import { sendSubscription } from './send-subscription.ts';

interface NoticeText {
  title: string;
  description: string;
}

/**
 * The popup's subscribe form, as the newsletter's other forms behave: checked by the rule its
 * field carries (a red field with its message, focus on it, a notice), busy while the call
 * runs, then thanks, the server's message on the field, or an error notice.
 */
export function enhanceExitIntentForm(form: HTMLFormElement, onSubscribed: () => void): void {
  const email = findPart(form, 'email', HTMLInputElement);

  function flag(message: string, notice: NoticeText) {
    flagField(email, message);
    focusFirstField([email.id]);
    showToast({ message: notice.title, description: notice.description, kind: 'error' });
  }

  // The red field stays until the visitor edits it.
  email.addEventListener('input', () => clearField(email));

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (isFormBusy(form)) return;
    const message = checkField(email);
    if (message !== undefined) {
      flag(message, isMissing(email) ? notices.emailRequired : notices.invalidFields);
      return;
    }
    setFormBusy(form, true);
    void sendSubscription(email.value.trim()).then((outcome) => {
      setFormBusy(form, false);
      if (outcome.kind === 'field') {
        flag(outcome.message, notices.invalidFields);
      } else if (outcome.kind === 'failed') {
        const failure = notices.exitSubscribeError;
        console.error(`${failure.title}:`, outcome.cause);
        showToast({
          message: failure.title,
          description: outcome.message ?? failure.description,
          kind: 'error',
        });
      } else {
        form.reset();
        const success = notices.exitSubscribeSuccess;
        showToast({ message: success.title, description: success.description, kind: 'success' });
        onSubscribed();
      }
    });
  });
}
