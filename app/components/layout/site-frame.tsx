import type { ReactNode } from 'react';
import { ToasterIslandRoot } from '#app/components/ui/toaster-island-root.tsx';
import type { RootData } from '#app/root-data.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { Disclaimer } from './disclaimer.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/**
 * The public pages' frame. Which global widgets it carries (chat, exit popup, ...) is the
 * shell's choice (`app/root.tsx`): shared components never import a feature.
 */
export function SiteFrame({
  data,
  widgets,
  children,
}: {
  data: RootData;
  widgets: ReactNode;
  children: ReactNode;
}) {
  const { site, crumbs } = data;
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader brand={site.brand} />
      {crumbs.length > 0 && <Breadcrumbs crumbs={crumbs} />}
      <main id="main" className="flex-1">
        {children}
      </main>
      <Disclaimer />
      <SiteFooter site={site} />
      {/* The one toaster: its island mounts it on a hydrated page too, once React has drawn it. */}
      <ToasterIslandRoot />
      {widgets}
    </div>
  );
}
