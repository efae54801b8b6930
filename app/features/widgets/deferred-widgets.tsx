import { lazy, Suspense } from 'react';
import { usePageIdle } from './use-page-idle.ts';

const PopupWidgets = lazy(() => import('./popup-widgets.tsx'));

/**
 * Mounts the exit popup and the ad-blocker notice once the page is
 * interactive and idle, so none of their code is in the page's first scripts.
 */
export function DeferredWidgets() {
  return usePageIdle() ? (
    <Suspense fallback={null}>
      <PopupWidgets />
    </Suspense>
  ) : null;
}
