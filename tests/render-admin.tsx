import { QueryClientProvider } from '@tanstack/react-query';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AdminApp } from '#app/features/admin/admin-app.tsx';
import { createAdminQueryClient } from '#app/features/admin/admin-query-client.ts';
import { startSession } from '#app/features/admin/session.ts';
import { adminCopy } from '#content/admin-copy.ts';
import type { AuthUser } from '#shared/contracts/auth.ts';
import { testAdmin } from './admin-fixtures.ts';
import { renderRoute } from './render-page.tsx';

// The whole back office renders and fetches at once: on a busy shared machine that can take
// longer than Testing Library's default second.
configure({ asyncUtilTimeout: 4_000 });

/** No pause between typed keys: these screens hold many fields, and the machine is shared. */
const setUpUser = () => userEvent.setup({ delay: null });

/**
 * The whole back office at /admin, with the site info of the root loader and a toaster to
 * read. For tests about the back office as one: signing in and out, the session ending, tabs.
 */
export function renderAdmin() {
  renderRoute('/admin', AdminApp, '/admin');
  return { user: setUpUser() };
}

/**
 * One card (or a few parts) of the back office, signed in as `signedInAs` (`testAdmin`, an
 * owner, unless told), with what
 * `AdminApp` gives it: the admin data cache, the route context and the toaster. Rendering
 * the whole dashboard for a test about one card costs seconds a test in jsdom. A section
 * with its own addresses is mounted at its route `path` (a pattern, `/admin/orders/:orderId?`)
 * and opened at `url`.
 */
export function renderAdminCard(
  ui: ReactNode,
  {
    path = '/admin',
    url = '/admin',
    signedInAs = testAdmin,
  }: { path?: string; url?: string; signedInAs?: AuthUser } = {},
) {
  const client = createAdminQueryClient();
  startSession(client, signedInAs);
  renderRoute(path, () => <QueryClientProvider client={client}>{ui}</QueryClientProvider>, url);
  return { user: setUpUser(), client };
}

const addressLabel = 'Current address';
const backLabel = 'Browser Back';

/** Shows the router's address and offers the browser's Back, for tests of addresses. */
export function AddressBar() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label={addressLabel}>{`${pathname}${search}`}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        {backLabel}
      </button>
    </>
  );
}

/** The address `AddressBar` shows. */
export function currentAddress(): string {
  // By its label: a modal dialog hides the rest of the page from the accessibility tree.
  return screen.getByLabelText(addressLabel).textContent;
}

/** The `AddressBar`'s Back button. */
export function browserBack() {
  return screen.getByRole('button', { name: backLabel });
}

/** Waits for the dashboard (the signed-in screen). */
export function findDashboard() {
  return screen.findByRole('heading', { level: 1, name: adminCopy.dashboard.title });
}

/** Waits for the 'Admin Access Required' card (the signed-out screen). */
export function findSignInCard() {
  return screen.findByRole('heading', { level: 1, name: adminCopy.signIn.title });
}

/** Waits for the orders' totals to show. */
export function findOrderTotals() {
  return screen.findByText(adminCopy.orders.totalOrders);
}
