import './load-context.ts';
import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import { SiteFrame } from '#app/components/layout/site-frame.tsx';
import { NotFound } from '#app/components/layout/not-found.tsx';
import { ThemeProvider } from '#app/features/theme/theme-provider.tsx';
import { themeScopeFor } from '#app/features/theme/theme-scopes.ts';
import { themeScript } from '#app/features/theme/theme-script.ts';
import { pageHead } from '#app/seo/head.ts';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';

export function loader({ context }: Route.LoaderArgs) {
  return context.site;
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'stylesheet', href: stylesheet },
];

export const meta: Route.MetaFunction = ({ loaderData, location, error }) =>
  loaderData
    ? pageHead(location.pathname, loaderData, isRouteErrorResponse(error) && error.status === 404)
    : [];

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const scope = themeScopeFor(pathname);
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
        <Meta />
        <Links />
      </head>
      <body>
        <ThemeProvider key={scope.storageKey} scope={scope}>
          {children}
        </ThemeProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <SiteFrame site={loaderData}>
      <Outlet />
    </SiteFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const site = useRouteLoaderData<typeof loader>('root');
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  const content = isNotFound ? (
    <NotFound />
  ) : (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-4 text-muted-foreground">Please reload the page or try again in a moment.</p>
    </section>
  );
  return site ? <SiteFrame site={site}>{content}</SiteFrame> : content;
}
