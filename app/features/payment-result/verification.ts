import { notify } from '#app/components/ui/notices.ts';
import { notifyFailure } from '#app/lib/error-notices.ts';
import { reportPurchase } from '#app/tracker/purchase-bridge.ts';
import { notices } from '#content/notices.ts';
import { verifyPayment } from './payment-api.ts';

export interface VerifiedOrder {
  sessionId: string;
  orderId: string;
  email: string | undefined;
  downloadUrl: string | undefined;
  /** Dollars the provider took: the price when the order started, whatever the price is now. */
  amountPaid: number | undefined;
  /** The guide delivered is the placeholder: the page says it is a sample. */
  sampleGuide: boolean;
}

export type VerificationState =
  { status: 'verifying' } | { status: 'failed' } | { status: 'verified'; order: VerifiedOrder };

async function verify(sessionId: string): Promise<VerificationState> {
  try {
    const result = await verifyPayment(sessionId);
    if (!result.success) {
      notify({ ...notices.verificationFailed, variant: 'error' });
      return { status: 'failed' };
    }
    notify({ ...notices.paymentSuccess, variant: 'success' });
    // The order id shown is the payment session's id, unless the server names the order.
    const orderId = result.order_id ?? sessionId;
    // For the analytics tracker's forwarding: only the amount the server says was paid,
    // never a price guessed here. The server counts revenue itself.
    if (result.amount_paid !== undefined) reportPurchase({ orderId, revenue: result.amount_paid });
    return {
      status: 'verified',
      order: {
        sessionId,
        orderId,
        email: result.customer_email,
        downloadUrl: result.download_url,
        amountPaid: result.amount_paid,
        sampleGuide: result.sample_guide === true,
      },
    };
  } catch (error) {
    notifyFailure(notices.verificationError, error);
    return { status: 'failed' };
  }
}

// One verification per session per page load, whatever React does with effects
// (StrictMode runs them twice) or how often the page mounts: one call, one notice.
const started = new Map<string, Promise<VerificationState>>();

export function verifyOnce(sessionId: string): Promise<VerificationState> {
  let run = started.get(sessionId);
  if (!run) {
    run = verify(sessionId);
    started.set(sessionId, run);
  }
  return run;
}
