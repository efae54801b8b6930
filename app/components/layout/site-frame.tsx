import { lazy, Suspense, type ReactNode } from 'react';
import { DeferredToaster } from '#app/components/ui/deferred-toaster.tsx';
import { DeferredWidgets } from '#app/features/widgets/deferred-widgets.tsx';
import { PublicWidgets } from '#app/features/widgets/public-widgets.tsx';
import type { RootData } from '#app/root-data.ts';

// Below the fold (the footer and the disclaimer) or absent from the home page (the trail):
// the server renders them whole and their links work before their code arrives, so they
// stay out of every page's first scripts and hydrate a moment later.
const Breadcrumbs = lazy(() =>
  import('./breadcrumbs.tsx').then((module) => ({ default: module.Breadcrumbs })),
);
const Disclaimer = lazy(() =>
  import('./disclaimer.tsx').then((module) => ({ default: module.Disclaimer })),
);
const SiteFooter = lazy(() =>
  import('./site-footer.tsx').then((module) => ({ default: module.SiteFooter })),
);
import { SiteHeader } from './site-header.tsx';

export function SiteFrame({ data, children }: { data: RootData; children: ReactNode }) {
  const { site, crumbs } = data;
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader brand={site.brand} />
      {crumbs.length > 0 && (
        <Suspense>
          <Breadcrumbs crumbs={crumbs} />
        </Suspense>
      )}
      <main id="main" className="flex-1">
        {children}
      </main>
      <Suspense>
        <Disclaimer />
        <SiteFooter site={site} />
      </Suspense>
      <DeferredToaster />
      <PublicWidgets />
      <DeferredWidgets />
    </div>
  );
}
