import type { ReactElement } from 'react';
import { createRoutesStub, Outlet } from 'react-router';
import type { RootData } from '#app/root-data.ts';
import type { SiteInfo } from '#shared/site-info.ts';
import { serverMarkup } from './island-page.tsx';
import { testSite } from './render-page.tsx';

/**
 * A page's markup as the server sends it on a page without the React runtime: rendered once,
 * with the root's site info (`site`, or the test site), and put in the document for the
 * queries of Testing Library. Nothing runs after: what the test reads is the HTML.
 */
export function renderServerPage(ui: ReactElement, { site = testSite }: { site?: SiteInfo } = {}) {
  const root: RootData = { site, head: [], crumbs: [], chatGuides: [] };
  const Stub = createRoutesStub([
    { id: 'root', path: '/', Component: Outlet, children: [{ index: true, Component: () => ui }] },
  ]);
  document.body.innerHTML = serverMarkup(
    <Stub initialEntries={['/']} hydrationData={{ loaderData: { root } }} />,
  );
  return document.body;
}
