import { render } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { createRoutesStub, Outlet, type LoaderFunction } from 'react-router';
import { ToasterIslandRoot } from '#app/components/ui/toaster-island-root.tsx';
import { useIslandModule } from '#app/features/admin/kit/use-island-module.ts';
import type { RootData } from '#app/root-data.ts';
import type { SiteInfo } from '#shared/site-info.ts';
import { testSiteInfo } from './site-factory.ts';

export const testSite: SiteInfo = testSiteInfo();

const loadToaster = () => import('#app/components/ui/toaster-island.ts');

/** The page's toaster, mounted after React has drawn it, as the frames do. */
function Toaster() {
  return <ToasterIslandRoot ref={useIslandModule<HTMLDivElement>(loadToaster)} />;
}

/** Mounts what the page frame provides: the toaster, so tests can read toasts. */
export function renderWithToaster(ui: ReactNode, { strict = false } = {}) {
  const tree = (
    <>
      {ui}
      <Toaster />
    </>
  );
  return render(strict ? <StrictMode>{tree}</StrictMode> : tree);
}

type StubComponent = NonNullable<Parameters<typeof createRoutesStub>[0][number]['Component']>;

/**
 * Renders a route module's component at `url`, under a root route whose loader gives
 * the site info (`site`, or the test site); `loader` stands in for the route's own.
 */
export function renderRoute(
  path: string,
  Component: StubComponent,
  url: string,
  options: { strict?: boolean; loader?: LoaderFunction; site?: SiteInfo } = {},
) {
  const site = options.site ?? testSite;
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: (): RootData => ({ site, head: [], crumbs: [], chatGuides: [] }),
      Component: Outlet,
      HydrateFallback: () => null,
      children: [{ path: path.replace(/^\//, ''), Component, loader: options.loader }],
    },
  ]);
  return renderWithToaster(<Stub initialEntries={[url]} />, options);
}
