import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminApp } from '#app/features/admin/admin-app.tsx';
import { adminCopy } from '#content/admin-copy.ts';
import { renderRoute } from './render-page.tsx';

// The whole back office renders and fetches at once: on a busy shared machine that can take
// longer than Testing Library's default second.
configure({ asyncUtilTimeout: 4_000 });

/** The back office at /admin, with the site info of the root loader and a toaster to read. */
export function renderAdmin() {
  renderRoute('/admin', AdminApp, '/admin');
  // No pause between typed keys: these screens hold many fields, and the machine is shared.
  return { user: userEvent.setup({ delay: null }) };
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
