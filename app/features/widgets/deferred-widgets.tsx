import { lazy, Suspense, useMemo } from 'react';
import { useSiteInfo } from '#app/lib/use-site-info.ts';
import { placeholderValues } from '#shared/placeholders.ts';
import { usePageIdle } from './use-page-idle.ts';

const ChatWidget = lazy(() =>
  import('#app/features/chat/chat-widget.tsx').then((module) => ({ default: module.ChatWidget })),
);

function Chat() {
  const site = useSiteInfo();
  const values = useMemo(() => placeholderValues(site), [site]);
  return (
    <Suspense fallback={null}>
      <ChatWidget values={values} />
    </Suspense>
  );
}

/**
 * Mounts the chat once the page is interactive and idle, so none of its code is in the
 * page's first scripts.
 */
export function DeferredWidgets() {
  return usePageIdle() ? <Chat /> : null;
}
