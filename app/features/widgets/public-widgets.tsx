import { useMemo } from 'react';
import { AdBlockerNotice } from '#app/features/ad-blocker/ad-blocker-notice.tsx';
import { ExitIntentPopup } from '#app/features/exit-intent/exit-intent-popup.tsx';
import { useSiteInfo } from '#app/lib/use-site-info.ts';
import { placeholderValues } from '#shared/placeholders.ts';

/**
 * The global widgets of every public page, rendered on the server, closed or hidden: each
 * is an island (app/islands) that brings its markup to life once the page is idle.
 */
export function PublicWidgets() {
  const site = useSiteInfo();
  const values = useMemo(() => placeholderValues(site), [site]);
  return (
    <>
      <ExitIntentPopup values={values} />
      <AdBlockerNotice />
    </>
  );
}
