import './load-context.ts';
import { lazy, Suspense, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from 'react-router';
import { NotFound } from '#app/components/layout/not-found.tsx';
import { SiteFrame } from '#app/components/layout/site-frame.tsx';
import { chatGuides } from '#app/features/chat/chat-guides.ts';
import { PublicWidgets } from '#app/features/widgets/public-widgets.tsx';
import { isAdminPath } from '#shared/admin-path.ts';
import { archivedIssuePage } from '#shared/newsletter-archive.ts';
import { themeScript } from '#app/components/theme/theme-script.ts';
import { breadcrumbTrail } from '#app/components/layout/breadcrumb-trail.ts';
import type { RootData } from '#app/root-data.ts';
import { useScriptMarker } from '#app/script-marker.tsx';
import { pageHead } from '#app/seo/head.ts';
import { TrackerTag } from '#app/components/layout/tracker-tag.tsx';
import { SpeculationRules } from '#app/features/navigation/speculation-rules.tsx';
import { IslandsTag } from '#app/islands/islands-tag.tsx';
import { pageRuntime } from '#shared/page-runtime.ts';
import { stylesheetFor } from '#app/stylesheet.ts';
import type { Route } from './+types/root';

// Only an admin's preview shows it: kept out of every visitor's first scripts.
const PreviewBanner = lazy(() =>
  import('#app/components/layout/preview-banner.tsx').then((module) => ({
    default: module.PreviewBanner,
  })),
);

export function loader({ context, request }: Route.LoaderArgs): RootData {
  const { pathname } = new URL(request.url);
  const preview = context.preview === true;
  const storedPage =
    archivedIssuePage(context.newsletterArchive, pathname) ?? context.published.pageAt(pathname);
  const head = pageHead(pathname, context.site, storedPage);
  return {
    site: context.site,
    head: preview ? [...head, { name: 'robots', content: 'noindex' }] : head,
    crumbs: breadcrumbTrail(pathname, storedPage),
    // An admin looking at a draft is not a visit: the back office and previews are never counted.
    tracker: isAdminPath(pathname) || preview ? undefined : context.tracker,
    islands: isAdminPath(pathname) ? undefined : context.islands,
    // The chat is no part of the back office.
    chatGuides: isAdminPath(pathname) ? [] : chatGuides(context.published),
    preview,
  };
}

/** The head and the trail belong to the path, so they are recomputed on every navigation. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/site.webmanifest' },
];

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // Marks the theme script as ours for the CSP; <ScrollRestoration> and <Scripts> get
  // the same marker from React Router (ServerRouter's nonce, app/entry.server.tsx).
  const scriptMarker = useScriptMarker();
  // A reading page is sent as HTML with its islands, without React Router's scripts: no
  // hydration, no router in the browser (shared/page-runtime.ts).
  const hydrates = pageRuntime(pathname) === 'react';
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script nonce={scriptMarker} dangerouslySetInnerHTML={{ __html: themeScript }} />
        <Meta />
        <Links />
        {/* Chosen by path, which the links export cannot see. */}
        <link rel="stylesheet" href={stylesheetFor(pathname)} />
      </head>
      <body>
        {children}
        {hydrates && <ScrollRestoration />}
        {hydrates && <Scripts />}
        <IslandsTag hydrates={hydrates} />
        <TrackerTag />
        {!isAdminPath(pathname) && <SpeculationRules />}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  // The back office draws its own frame: no public header, footer or widgets.
  if (isAdminPath(pathname)) return <Outlet />;
  return (
    <>
      {loaderData.preview && (
        <Suspense>
          <PreviewBanner />
        </Suspense>
      )}
      <SiteFrame data={loaderData} widgets={<PublicWidgets />}>
        <Outlet />
      </SiteFrame>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('root');
  const { pathname } = useLocation();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  const content = isNotFound ? (
    <NotFound />
  ) : (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-4 text-muted-foreground">Please reload the page or try again in a moment.</p>
    </section>
  );
  return data && !isAdminPath(pathname) ? (
    <SiteFrame data={data} widgets={<PublicWidgets />}>
      {content}
    </SiteFrame>
  ) : (
    content
  );
}
