import { useMemo } from 'react';
import { AdBlockerNotice } from '#app/features/ad-blocker/ad-blocker-notice.tsx';
import { ExitIntentPopup } from '#app/features/exit-intent/exit-intent-popup.tsx';
import { useSiteInfo } from '#app/lib/use-site-info.ts';
import { placeholderValues } from '#shared/placeholders.ts';

/** The exit popup and the ad-blocker notice, mounted in the browser; the default export, for DeferredWidgets' lazy import. */
export default function PopupWidgets() {
  const site = useSiteInfo();
  const values = useMemo(() => placeholderValues(site), [site]);
  return (
    <>
      <ExitIntentPopup values={values} />
      <AdBlockerNotice />
    </>
  );
}
