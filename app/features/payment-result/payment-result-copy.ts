import { paymentResultCopy } from '#content/payment-result.ts';
import { fillCopy, placeholderValues } from '#shared/placeholders.ts';
import type { SiteInfo } from '#shared/site-info.ts';

/** The result page's copy, its {{placeholders}} filled from the site's settings. */
export function paymentResultCopyFor(site: SiteInfo): typeof paymentResultCopy {
  // {{email}} stays for the island to fill with the buyer's address.
  return fillCopy(paymentResultCopy, { ...placeholderValues(site), email: '{{email}}' });
}
