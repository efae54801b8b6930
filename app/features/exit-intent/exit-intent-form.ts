import { showToast } from '#app/islands/toast.ts';
import { focusFirstField } from '#app/lib/focus-field.ts';
import { notices } from '#content/notices.ts';
import { checkEmail } from '#shared/contracts/email-rules.ts';
import { findPart } from './exit-intent-parts.ts';
import { sendSubscription } from './send-subscription.ts';

interface NoticeText {
  title: string;
  description: string;
}

/**
 * The popup's subscribe form, as the newsletter's other forms behave: checked with the
 * contract's rules (a red field with its message, focus on it, a notice), busy while the
 * call runs, then thanks, the server's message on the field, or an error notice.
 */
export function enhanceExitIntentForm(form: HTMLFormElement, onSubscribed: () => void): void {
  const email = findPart(form, 'email', HTMLInputElement);
  const error = findPart(form, 'email-error', HTMLParagraphElement);
  const submit = findPart(form, 'submit', HTMLButtonElement);
  const busyLabel = findPart(submit, 'submit-busy', HTMLSpanElement);
  const idleLabel = findPart(submit, 'submit-idle', HTMLSpanElement);
  let busy = false;

  function setBusy(value: boolean) {
    busy = value;
    submit.disabled = value;
    busyLabel.hidden = !value;
    idleLabel.hidden = value;
  }

  function clearError() {
    error.hidden = true;
    error.textContent = '';
    email.removeAttribute('aria-invalid');
    email.removeAttribute('aria-describedby');
  }

  function flag(message: string, notice: NoticeText) {
    error.textContent = message;
    error.hidden = false;
    email.setAttribute('aria-invalid', 'true');
    email.setAttribute('aria-describedby', error.id);
    focusFirstField([email.id]);
    showToast({ message: notice.title, description: notice.description, kind: 'error' });
  }

  // The red field stays until the visitor edits it.
  email.addEventListener('input', clearError);

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (busy) return;
    const check = checkEmail(email.value);
    if (!check.ok) {
      flag(check.message, check.missing ? notices.emailRequired : notices.invalidFields);
      return;
    }
    setBusy(true);
    void sendSubscription(check.email).then((outcome) => {
      setBusy(false);
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
