import { useMemo } from 'react';
import { useSiteInfo } from '#app/lib/use-site-info.ts';
import { paymentResultCopy } from '#content/payment-result.ts';
import { fillCopy, placeholderValues } from '#shared/placeholders.ts';

/** The result page's copy, its {{placeholders}} filled from the settings the server sent. */
export function usePaymentResultCopy(): typeof paymentResultCopy {
  const site = useSiteInfo();
  // {{email}} stays for the card that knows the buyer's address to fill.
  return useMemo(
    () => fillCopy(paymentResultCopy, { ...placeholderValues(site), email: '{{email}}' }),
    [site],
  );
}
