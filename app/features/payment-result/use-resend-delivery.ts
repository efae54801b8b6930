import { useState } from 'react';
import { notify } from '#app/components/ui/notices.ts';
import { notifyFailure } from '#app/lib/error-notices.ts';
import { notices } from '#content/notices.ts';
import { resendDelivery } from './payment-api.ts';

/** The 'Resend my e-mail' action: busy while it runs; the server's message on a 429 or any error. */
export function useResendDelivery(sessionId: string) {
  const [busy, setBusy] = useState(false);

  async function resend() {
    if (busy) return;
    setBusy(true);
    try {
      await resendDelivery(sessionId);
      notify({ ...notices.emailResent, variant: 'success' });
    } catch (error) {
      notifyFailure(notices.resendFailed, error);
    } finally {
      setBusy(false);
    }
  }

  return { busy, resend };
}
