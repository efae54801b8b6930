import { cloneTemplate } from '#app/islands/clone-template.ts';
import { fillSuccessScreen } from './fill-success-screen.ts';
import {
  findResultPart,
  offerPriceAttribute,
  resultTemplates,
  sessionAttribute,
} from './payment-result-parts.ts';
import { wireResendButton } from './resend-button.ts';
import { verifyOnce, type VerifiedOrder } from './verification.ts';

/** The screen for the outcome, cloned from the server's templates and filled. */
function outcomeScreen(root: HTMLElement, order: VerifiedOrder | undefined) {
  if (!order) return cloneTemplate(root, resultTemplates.failed);
  const screen = cloneTemplate(root, resultTemplates.success);
  if (!screen) return undefined;
  fillSuccessScreen(screen, order, Number(root.getAttribute(offerPriceAttribute)));
  wireResendButton(screen, order.sessionId);
  return screen;
}

/**
 * The payment result page's island: verifies the payment once (verification.ts), then puts the
 * success or failure screen in place of 'verifying' and moves focus to its heading, so screen
 * readers announce the outcome.
 */
export function mount(root: HTMLElement): void {
  const sessionId = root.getAttribute(sessionAttribute);
  if (!sessionId) return;
  void verifyOnce(sessionId).then((order) => {
    const screen = outcomeScreen(root, order);
    if (!screen) return;
    const heading = findResultPart(screen, 'heading');
    // The templates stay: the island may mount again on the same root.
    for (const child of [...root.children])
      if (!(child instanceof HTMLTemplateElement)) child.remove();
    root.prepend(screen);
    heading?.focus();
  });
}
