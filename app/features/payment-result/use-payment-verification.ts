import { useEffect, useState } from 'react';
import { forgetCheckoutDraft } from '#app/features/checkout/checkout-draft-store.ts';
import { verifyOnce, type VerificationState } from './verification.ts';

/**
 * The result page's state. Without a session id it is a failure
 * from the start, with no notice. With one, the server renders 'verifying' and the
 * browser verifies after hydration.
 */
export function usePaymentVerification(sessionId: string | null): VerificationState {
  const [state, setState] = useState<VerificationState>(
    sessionId ? { status: 'verifying' } : { status: 'failed' },
  );
  useEffect(() => {
    if (!sessionId) return;
    let mounted = true;
    void verifyOnce(sessionId).then((settled) => {
      // Paid: the details typed at checkout are no longer needed in this tab.
      if (settled.status === 'verified') forgetCheckoutDraft();
      if (mounted) setState(settled);
    });
    return () => {
      mounted = false;
    };
  }, [sessionId]);
  return state;
}
