import { FailureScreen, VerifyingScreen } from './status-screens.tsx';
import { SuccessScreen } from './success-screen.tsx';
import { usePaymentVerification } from './use-payment-verification.ts';

/** The payment result page: verifying, then success or failure. */
export function PaymentResult({ sessionId }: { sessionId: string | null }) {
  const state = usePaymentVerification(sessionId);
  switch (state.status) {
    case 'verifying':
      return <VerifyingScreen />;
    case 'failed':
      // A missing session id fails on arrival: no outcome to announce, so focus stays put.
      return <FailureScreen focus={sessionId !== null} />;
    case 'verified':
      return <SuccessScreen order={state.order} />;
  }
}
