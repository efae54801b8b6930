import { showToast } from '#app/islands/toast.ts';
import { notices } from '#content/notices.ts';
import { toastFailure } from './failure-toast.ts';
import { resendDelivery } from './payment-calls.ts';
import { busyLabelAttribute, findResultPart } from './payment-result-parts.ts';

/**
 * The 'Resend my e-mail' button of a success screen: busy while the call runs; a toast says
 * it was sent, or the server's message (a 429's wait) or the notice's words when it failed.
 */
export function wireResendButton(screen: ParentNode, sessionId: string): void {
  const button = findResultPart(screen, 'resend');
  const label = findResultPart(screen, 'resend-label');
  if (!(button instanceof HTMLButtonElement) || !label) return;
  const idleText = label.textContent;
  const busyText = button.getAttribute(busyLabelAttribute) ?? idleText;
  const setBusy = (busy: boolean) => {
    button.disabled = busy;
    label.textContent = busy ? busyText : idleText;
  };
  button.addEventListener('click', () => {
    if (button.disabled) return;
    setBusy(true);
    void resendDelivery(sessionId).then((outcome) => {
      setBusy(false);
      if (outcome.ok)
        showToast({
          message: notices.emailResent.title,
          description: notices.emailResent.description,
          kind: 'success',
        });
      else toastFailure(notices.resendFailed, outcome);
    });
  });
}
