import { lazy, Suspense } from 'react';
import { useHydrated } from '#app/lib/use-hydrated.ts';

const Toaster = lazy(() => import('./toaster.tsx'));

/** Mounts the Toaster after hydration, so its code never delays the first paint. */
export function DeferredToaster() {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
