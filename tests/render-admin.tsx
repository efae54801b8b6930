import { QueryClientProvider } from '@tanstack/react-query';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createRoutesStub, Outlet, useLocation, useNavigate } from 'react-router';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { ordersCopy } from '#app/features/admin/orders/orders-copy.ts';
import { AdminApp } from '#app/features/admin/shell/admin-app.tsx';
import { createAdminQueryClient } from '#app/features/admin/shell/admin-query-client.ts';
import { startSession } from '#app/features/admin/kit/session.ts';
import { shellCopy, signInCopy } from '#app/features/admin/shell/shell-copy.ts';
import type { RootData } from '#app/root-data.ts';
import routes from '#app/routes.ts';
import { adminPath } from '#shared/admin-path.ts';
import type { AuthUser } from '#shared/contracts/auth.ts';
import { testAdmin } from './admin-fixtures.ts';
import { renderWithToaster, testSite } from './render-page.tsx';

// The whole back office renders and fetches at once: on a busy shared machine that can take
// longer than Testing Library's default second.
configure({ asyncUtilTimeout: 4_000 });

/** No pause between typed keys: these screens hold many fields, and the machine is shared. */
const setUpUser = () => userEvent.setup({ delay: null });

type StubRoute = Parameters<typeof createRoutesStub>[0][number];
type StubComponent = NonNullable<StubRoute['Component']>;

/** The back office's route modules, by their file in the route config. */
const routeModules = import.meta.glob<{ default: StubComponent }>('/app/routes/admin*.tsx', {
  eager: true,
});

function findAdminRoute(): RouteConfigEntry {
  const found = routes.find((entry) => entry.path === adminPath.slice(1));
  if (!found) throw new Error('The route config has no back office route.');
  return found;
}
const adminRoute = findAdminRoute();

/** The back office's routes as the config has them, each drawn by `component(file)`. */
function stubRoute(entry: RouteConfigEntry, component: (file: string) => StubComponent): StubRoute {
  const shared = { id: entry.file, Component: component(entry.file) };
  const children = entry.children?.map((child) => stubRoute(child, component));
  return entry.index
    ? { ...shared, index: true }
    : { ...shared, path: entry.path, children: children ?? [] };
}

function moduleComponent(file: string): StubComponent {
  const found = routeModules[`/app/${file}`];
  if (!found) throw new Error(`No route module ${file}.`);
  return found.default;
}

const addressLabel = 'Address';
const backLabel = 'Browser Back';

/** Shows the address the test is at and offers Back, as the browser's bar does. */
function AddressBar() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <input readOnly aria-label={addressLabel} value={`${pathname}${search}`} />
      <button type="button" onClick={() => void navigate(-1)}>
        {backLabel}
      </button>
    </>
  );
}

/** The back office's route tree under a root route whose loader gives the site info. */
function renderAdminRoutes(admin: StubRoute, url: string) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: (): RootData => ({ site: testSite, head: [], crumbs: [], chatGuides: [] }),
      Component: () => (
        <>
          <Outlet />
          <AddressBar />
        </>
      ),
      HydrateFallback: () => null,
      children: [admin],
    },
  ]);
  renderWithToaster(<Stub initialEntries={[url]} />);
}

/**
 * The whole back office at `url` (the admin path by default), with its real routes and the
 * site info of the root loader, and a toaster to read. For tests about the back office as
 * one: signing in and out, the session ending, the navigation.
 */
export function renderAdmin(url: string = adminPath) {
  const admin = stubRoute(adminRoute, (file) =>
    file === adminRoute.file ? AdminApp : moduleComponent(file),
  );
  renderAdminRoutes(admin, url);
  return { user: setUpUser() };
}

/**
 * One card (or a few parts) of the back office, signed in as `signedInAs` (`testAdmin`, an
 * owner, unless told), with what `AdminApp` gives it: the admin data cache, the route context
 * and the toaster. Mounted at `url` under the back office's real routes, so a card reads the
 * address's parameters and can move to another address. Rendering the whole dashboard for a
 * test about one card costs seconds a test in jsdom.
 */
export function renderAdminCard(
  ui: ReactNode,
  { url = adminPath, signedInAs = testAdmin }: { url?: string; signedInAs?: AuthUser } = {},
) {
  const client = createAdminQueryClient();
  startSession(client, { user: signedInAs, secondFactorSetupRequired: false });
  const admin = stubRoute(adminRoute, (file) =>
    file === adminRoute.file
      ? () => (
          <QueryClientProvider client={client}>
            <Outlet />
          </QueryClientProvider>
        )
      : () => ui,
  );
  renderAdminRoutes(admin, url);
  return { user: setUpUser(), client };
}

/** The address the back office is at. */
export function currentAddress(): string {
  // By its label: a modal dialog hides the rest of the page from the accessibility tree.
  return screen.getByLabelText<HTMLInputElement>(addressLabel).value;
}

/** The test's Back button, as the browser's. */
export function browserBack() {
  return screen.getByRole('button', { name: backLabel, hidden: true });
}

/** Waits for the signed-in screen (its navigation). */
export function findDashboard() {
  return screen.findByRole('navigation', { name: shellCopy.navLabel });
}

/** Waits for the 'Admin Access Required' card (the signed-out screen). */
export function findSignInCard() {
  return screen.findByRole('heading', { level: 1, name: signInCopy.title });
}

/** Waits for the orders' totals to show. */
export function findOrderTotals() {
  return screen.findByText(ordersCopy.totalOrders, { selector: 'dt' });
}
