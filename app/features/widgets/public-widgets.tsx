import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { AdBlockerNotice } from '#app/features/ad-blocker/ad-blocker-notice.tsx';
import { ChatWidget } from '#app/features/chat/chat-widget.tsx';
import { ExitIntentPopup } from '#app/features/exit-intent/exit-intent-popup.tsx';
import { useRootData } from '#app/root-data.ts';
import { pageLinks } from '#content/page-links.ts';
import { placeholderValues } from '#shared/placeholders.ts';

/**
 * The global widgets of every public page, rendered on the server, closed or hidden: each
 * is an island's markup, brought to life by its island (app/island-registry.ts).
 */
export function PublicWidgets() {
  const { site, chatGuides } = useRootData();
  const values = useMemo(() => placeholderValues(site), [site]);
  const { pathname } = useLocation();
  return (
    <>
      <ChatWidget
        values={values}
        guides={chatGuides}
        title={site.chatTitle}
        notice={site.attorneyNotice}
        besideForm={pathname === pageLinks.checkout.path}
      />
      <ExitIntentPopup values={values} />
      <AdBlockerNotice />
    </>
  );
}
