import { useSearchParams } from 'react-router';
import { PaymentResult } from '#app/features/payment-result/payment-result.tsx';

export default function SuccessRoute() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id')?.trim() ?? '';
  // Keyed by session: another session id is another verification, from 'verifying'.
  return <PaymentResult key={sessionId} sessionId={sessionId === '' ? null : sessionId} />;
}
