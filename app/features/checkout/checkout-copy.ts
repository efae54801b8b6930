import { useMemo } from 'react';
import { useSiteInfo } from '#app/lib/use-site-info.ts';
import { checkoutCopy } from '#content/checkout.ts';
import { fillCopy, placeholderValues } from '#shared/placeholders.ts';
import type { PageTexts } from '#shared/site-info.ts';

/** The checkout's copy, its {{placeholders}} filled from the settings the server sent. */
export function useCheckoutCopy(): typeof checkoutCopy {
  const site = useSiteInfo();
  return useMemo(() => fillCopy(checkoutCopy, placeholderValues(site)), [site]);
}

/** The headline, warning and pay button as the seller words them (filled by the server). */
export function useCheckoutTexts(): PageTexts {
  return useSiteInfo().pageTexts;
}
