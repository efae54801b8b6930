import { useSearchParams } from 'react-router';
import { PaymentResult } from '#app/features/payment-result/payment-result.tsx';
import { useSiteInfo } from '#app/lib/use-site-info.ts';

export default function SuccessRoute() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id')?.trim() ?? '';
  return <PaymentResult sessionId={sessionId === '' ? null : sessionId} site={useSiteInfo()} />;
}
