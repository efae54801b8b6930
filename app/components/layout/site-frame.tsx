import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { DeferredToaster } from '#app/components/ui/deferred-toaster.tsx';
import { ToasterIslandRoot } from '#app/components/ui/toaster-island-root.tsx';
import { DeferredWidgets } from '#app/features/widgets/deferred-widgets.tsx';
import { PublicWidgets } from '#app/features/widgets/public-widgets.tsx';
import type { RootData } from '#app/root-data.ts';
import { pageRuntime } from '#shared/page-runtime.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { Disclaimer } from './disclaimer.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

export function SiteFrame({ data, children }: { data: RootData; children: ReactNode }) {
  const { site, crumbs } = data;
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader brand={site.brand} />
      {crumbs.length > 0 && <Breadcrumbs crumbs={crumbs} />}
      <main id="main" className="flex-1">
        {children}
      </main>
      <Disclaimer />
      <SiteFooter site={site} />
      {/* One live region per page: the island's where React never runs, else React's. */}
      {pageRuntime(pathname) === 'islands' ? <ToasterIslandRoot /> : <DeferredToaster />}
      <PublicWidgets />
      <DeferredWidgets />
    </div>
  );
}
