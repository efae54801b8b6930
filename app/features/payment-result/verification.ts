import { forgetCheckoutDraft } from '#app/features/checkout/checkout-draft-store.ts';
import { showToast } from '#app/islands/toast.ts';
import { reportPurchase } from '#app/tracker/purchase-bridge.ts';
import { notices } from '#content/notices.ts';
import { toCents } from '#shared/money.ts';
import { toastFailure } from './failure-toast.ts';
import { verifyPayment } from './payment-calls.ts';

export interface VerifiedOrder {
  sessionId: string;
  orderId: string;
  email: string | undefined;
  downloadUrl: string | undefined;
  /** Dollars the provider took: the price when the order started, whatever the price is now. */
  amountPaid: number | undefined;
  /** The sales tax within `amountPaid`, in dollars; undefined when none was charged. */
  taxPaid: number | undefined;
  /** The guide delivered is the placeholder: the page says it is a sample. */
  sampleGuide: boolean;
}

/** What was paid less its sales tax, in dollars, counted in whole cents. */
export function netDollars(paid: number, tax: number | undefined): number {
  return (toCents(paid) - toCents(tax ?? 0)) / 100;
}

/** The verified order, or undefined when the payment is not confirmed or the call failed. */
async function verify(sessionId: string): Promise<VerifiedOrder | undefined> {
  const outcome = await verifyPayment(sessionId);
  if (!outcome.ok) {
    toastFailure(notices.verificationError, outcome);
    return undefined;
  }
  const paid = outcome.answer;
  if (!paid) {
    showToast({
      message: notices.verificationFailed.title,
      description: notices.verificationFailed.description,
      kind: 'error',
    });
    return undefined;
  }
  showToast({
    message: notices.paymentSuccess.title,
    description: notices.paymentSuccess.description,
    kind: 'success',
  });
  // Paid: the details typed at checkout are no longer needed in this tab.
  forgetCheckoutDraft();
  // The order id shown is the payment session's id, unless the server names the order.
  const orderId = paid.orderId ?? sessionId;
  // For the analytics tracker's forwarding: only the amount the server says was paid,
  // never a price guessed here. The server counts revenue itself.
  // Sales tax is never revenue: the purchase reported is what was paid less the tax.
  if (paid.amountPaid !== undefined)
    reportPurchase({ orderId, revenue: netDollars(paid.amountPaid, paid.taxPaid) });
  return {
    sessionId,
    orderId,
    email: paid.customerEmail,
    downloadUrl: paid.downloadUrl,
    amountPaid: paid.amountPaid,
    taxPaid: paid.taxPaid,
    sampleGuide: paid.sampleGuide,
  };
}

// One verification per session per page load, however often the island mounts: one call,
// one notice, one purchase reported.
const started = new Map<string, Promise<VerifiedOrder | undefined>>();

export function verifyOnce(sessionId: string): Promise<VerifiedOrder | undefined> {
  let run = started.get(sessionId);
  if (!run) {
    run = verify(sessionId);
    started.set(sessionId, run);
  }
  return run;
}
