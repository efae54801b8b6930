import { act, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkingCopy, dashboardCopy, sectionsCopy } from '#content/admin-shell.ts';
import { ordersOverview, testAdmin } from '#tests/admin-fixtures.ts';
import { apiError, heldAnswer } from '#tests/fake-api.ts';
import { fakeAdminApi } from '#tests/fake-admin-api.ts';
import {
  currentAddress,
  findDashboard,
  findOrderTotals,
  findSignInCard,
  renderAdmin,
  renderAdminCard,
} from '#tests/render-admin.tsx';
import { adminSections } from '#shared/admin-sections.ts';
import { analyticsCopy } from '../analytics/analytics-copy.ts';
import { commonCopy, kitNotices } from '../kit/kit-copy.ts';
import { ordersCopy, ordersNotices } from '../orders/orders-copy.ts';
import { AdminApp } from './admin-app.tsx';
import { authChannelName, authStorageKey } from './auth-channel.ts';
import { OrdersCard } from '../orders/orders-card.tsx';
import { forgotPasswordCopy, shellNotices, signInCopy } from './shell-copy.ts';

// The whole back office renders and fetches in most tests: slow on a busy shared machine.
vi.setConfig({ testTimeout: 20_000 });

/** The orders card's Refresh (other cards have one too). */
const ordersRefresh = () =>
  within(screen.getByRole('region', { name: ordersCopy.title })).getByRole('button', {
    name: commonCopy.refresh,
  });
const signedOut = () => apiError(401, 'authentication_required', 'Please sign in to continue.');
const sessionGone = () =>
  apiError(
    401,
    'authentication_required',
    'Please sign in to continue. Your session may have expired.',
  );

function signInFields() {
  return {
    email: screen.getByLabelText(/^Email/),
    password: screen.getByLabelText(/^Password/),
  };
}

type User = ReturnType<typeof renderAdmin>['user'];

/**
 * Fills the sign-in card and presses Enter in the password field. The values are pasted:
 * typing them key by key is not what these tests are about, and costs seconds.
 */
async function submitSignIn(user: User, email: string, password: string) {
  const fields = signInFields();
  await user.click(fields.email);
  await user.paste(email);
  await user.click(fields.password);
  await user.paste(password);
  await user.keyboard('{Enter}');
}

/** A failure the screen reports is also logged; these tests expect that. */
function allowLoggedErrors() {
  return vi.spyOn(console, 'error').mockImplementation(() => undefined);
}

/** Figures of the orders card, by their label. */
function figure(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('signing in', () => {
  it('is rendered on the server as the checking shell, without calling the API', () => {
    const { fetchMock } = fakeAdminApi();
    const html = renderToString(<AdminApp />);
    expect(html).toContain(checkingCopy);
    expect(html).not.toContain(signInCopy.title);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the session first, then shows the sign-in card without a notice', async () => {
    const session = heldAnswer();
    fakeAdminApi({ 'GET /api/auth/session': () => session.promise });
    renderAdmin();
    expect(await screen.findByRole('status')).toHaveTextContent(checkingCopy);

    session.release(signedOut());
    await findSignInCard();
    expect(screen.queryByText(checkingCopy)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: signInCopy.submit })).toBeInTheDocument();
    expect(screen.getByText(signInCopy.secureNote)).toBeInTheDocument();
    expect(screen.queryByText(kitNotices.sessionExpired.title)).not.toBeInTheDocument();
  });

  it("refuses empty fields with 'Missing credentials' and red fields, sending nothing", async () => {
    const api = fakeAdminApi({ 'GET /api/auth/session': signedOut });
    const { user } = renderAdmin();
    await findSignInCard();
    await user.click(screen.getByRole('button', { name: signInCopy.submit }));

    expect(await screen.findByText(shellNotices.missingCredentials.title)).toBeInTheDocument();
    expect(screen.getByText(shellNotices.missingCredentials.description)).toBeInTheDocument();
    const { email, password } = signInFields();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(api.callsTo('POST /api/auth/sign-in')).toHaveLength(0);

    await user.type(email, 'a');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    [401, 'invalid_credentials', 'The e-mail address or the password is wrong.'],
    [429, 'rate_limited', 'Too many sign-in attempts. Try again in about 15 minutes.'],
  ])("shows 'Sign in failed' with the server's message on a %i", async (status, code, message) => {
    allowLoggedErrors();
    fakeAdminApi({
      'GET /api/auth/session': signedOut,
      'POST /api/auth/sign-in': () => apiError(status, code, message),
    });
    const { user } = renderAdmin();
    await findSignInCard();
    await submitSignIn(user, 'admin@example.com', 'wrong password');

    expect(await screen.findByText(shellNotices.signInFailed.title)).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: signInCopy.title })).toBeInTheDocument();
  });

  it('signs in with Enter in the password field, then shows the dashboard and the orders', async () => {
    const api = fakeAdminApi({ 'GET /api/auth/session': signedOut });
    const { user } = renderAdmin(adminSections.orders.path);
    await findSignInCard();
    await submitSignIn(user, ' admin@example.com ', 'correct horse battery');

    await findDashboard();
    expect(await screen.findByText(shellNotices.signedIn.title)).toBeInTheDocument();
    expect(screen.getByText(shellNotices.signedIn.description)).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/sign-in')[0]?.body).toEqual({
      email: 'admin@example.com',
      password: 'correct horse battery',
    });
    expect(screen.getByText(dashboardCopy.signedInAs, { exact: false })).toHaveTextContent(
      `${dashboardCopy.signedInAs} ${testAdmin.email}`,
    );

    await findOrderTotals();
    expect(figure(ordersCopy.totalOrders)).toBe('113');
    expect(figure(ordersCopy.refundedOrders)).toBe('3');
    expect(figure(ordersCopy.unpaidCheckouts)).toBe('15');
    expect(figure(ordersCopy.totalRevenue)).toBe('$4,888.00');
    const recent = screen.getByRole('list', { name: ordersCopy.recentOrders });
    expect(within(recent).getAllByRole('listitem')).toHaveLength(10);
  });

  it('signs in at a deep link and stays there: the section the address names', async () => {
    fakeAdminApi({ 'GET /api/auth/session': signedOut });
    const { user } = renderAdmin(adminSections.analytics.path);
    await findSignInCard();
    expect(currentAddress()).toBe(adminSections.analytics.path);
    await submitSignIn(user, testAdmin.email, 'correct horse battery');

    expect(
      await screen.findByRole('heading', { level: 1, name: sectionsCopy.analytics }),
    ).toBeInTheDocument();
    const visitors = await screen.findByRole('region', {
      name: analyticsCopy.cards.totalVisitors,
    });
    expect(await within(visitors).findByText('1,284')).toBeInTheDocument();
    expect(currentAddress()).toBe(adminSections.analytics.path);
  });

  it('asks for a reset link and says the same whatever the address', async () => {
    const api = fakeAdminApi({ 'GET /api/auth/session': signedOut });
    const { user } = renderAdmin();
    await findSignInCard();
    await user.click(screen.getByRole('button', { name: signInCopy.forgotLink }));
    await user.type(screen.getByLabelText(/^Email/), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: forgotPasswordCopy.submit }));

    expect(await screen.findByText(forgotPasswordCopy.sent)).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/forgot-password')[0]?.body).toEqual({
      email: 'someone@example.com',
    });
    await user.click(screen.getByRole('button', { name: forgotPasswordCopy.back }));
    expect(screen.getByRole('button', { name: signInCopy.submit })).toBeInTheDocument();
  });
});

describe('signed in', () => {
  it("refreshes the orders with 'Orders refreshed'", async () => {
    const api = fakeAdminApi();
    const { user } = renderAdminCard(<OrdersCard />);
    await findOrderTotals();
    api.on('GET /api/admin/orders', () =>
      Response.json(
        ordersOverview({
          summary: {
            orders: 131,
            refunded: 3,
            unpaidCheckouts: 16,
            revenue: 4982,
            grossRevenue: 5123,
            refundedRevenue: 141,
            tax: 0,
          },
        }),
      ),
    );
    await user.click(ordersRefresh());

    expect(await screen.findByText(ordersNotices.ordersRefreshed.title)).toBeInTheDocument();
    expect(screen.getByText('Loaded 131 orders successfully')).toBeInTheDocument();
    expect(figure(ordersCopy.totalOrders)).toBe('131');
  });

  it('keeps the figures on screen when a refresh fails, after three retries', async () => {
    allowLoggedErrors();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeAdminApi();
    const { user } = renderAdminCard(<OrdersCard />);
    await findOrderTotals();
    api.on('GET /api/admin/orders', () => apiError(503, 'unavailable', 'The database is busy.'));
    await user.click(ordersRefresh());
    // Retries after 1 s, 2 s and 4 s.
    await act(() => vi.advanceTimersByTimeAsync(8_000));

    expect(await screen.findByText(ordersNotices.ordersLoadFailed.title)).toBeInTheDocument();
    expect(screen.getByText('The database is busy.')).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/orders')).toHaveLength(5);
    expect(figure(ordersCopy.totalOrders)).toBe('113');
    expect(screen.getByText(commonCopy.stale)).toBeInTheDocument();
    expect(screen.queryByText(ordersNotices.ordersRefreshed.title)).not.toBeInTheDocument();
  });

  it('does not retry a 4xx answer', async () => {
    allowLoggedErrors();
    const api = fakeAdminApi({
      'GET /api/admin/orders': () => apiError(400, 'validation_failed', 'Bad request.'),
    });
    renderAdminCard(<OrdersCard />);
    expect(await screen.findByText(ordersNotices.ordersLoadFailed.title)).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/orders')).toHaveLength(1);
  });

  it('returns to the sign-in card when the session expired, with a notice', async () => {
    const api = fakeAdminApi();
    const { user } = renderAdmin(adminSections.orders.path);
    await findOrderTotals();
    api.on('GET /api/admin/orders', sessionGone);
    await user.click(ordersRefresh());

    await findSignInCard();
    expect(await screen.findByText(ordersNotices.ordersAuthRequired.title)).toBeInTheDocument();
    expect(screen.getByText(ordersNotices.ordersAuthRequired.description)).toBeInTheDocument();
    expect(screen.queryByText(ordersCopy.totalOrders, { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('returns to the sign-in card when an action finds the session gone', async () => {
    const api = fakeAdminApi({ 'POST /api/admin/messages/:messageId': sessionGone });
    const { user } = renderAdmin(adminSections.messages.path);
    await user.click(await screen.findByRole('button', { name: /Chris Doe/ }));

    await findSignInCard();
    expect(await screen.findByText(kitNotices.sessionExpired.description)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/messages/:messageId')).toHaveLength(1);
  });

  it('signs out: the card returns, the orders are cleared and load again after the next sign-in', async () => {
    const api = fakeAdminApi();
    const { user } = renderAdmin(adminSections.orders.path);
    await findOrderTotals();
    await user.click(screen.getByRole('button', { name: dashboardCopy.signOut }));

    await findSignInCard();
    expect(await screen.findByText(shellNotices.signedOut.title)).toBeInTheDocument();
    expect(screen.getByText(shellNotices.signedOut.description)).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/sign-out')).toHaveLength(1);

    const orders = heldAnswer();
    api.on('GET /api/admin/orders', () => orders.promise);
    await submitSignIn(user, testAdmin.email, 'correct horse battery');
    await findDashboard();
    expect(await screen.findByText(ordersCopy.loading)).toBeInTheDocument();
    expect(screen.queryByText(ordersCopy.totalOrders, { selector: 'dt' })).not.toBeInTheDocument();
    orders.release(Response.json(ordersOverview()));
    await findOrderTotals();
  });
});

describe('other tabs', () => {
  it("return this tab to the sign-in card on 'signed-out' and to the dashboard on 'signed-in'", async () => {
    const api = fakeAdminApi();
    renderAdmin(adminSections.orders.path);
    await findOrderTotals();
    const otherTab = new BroadcastChannel(authChannelName);
    try {
      api.on('GET /api/auth/session', signedOut);
      otherTab.postMessage('signed-out');
      await findSignInCard();
      expect(
        screen.queryByText(ordersCopy.totalOrders, { selector: 'dt' }),
      ).not.toBeInTheDocument();

      api.on('GET /api/auth/session', () => Response.json({ user: testAdmin }));
      otherTab.postMessage('signed-in');
      await findDashboard();
      await findOrderTotals();
    } finally {
      otherTab.close();
    }
  });

  it('hear of this tab signing out, and of nothing it did not do', async () => {
    fakeAdminApi();
    const { user } = renderAdmin();
    await findDashboard();
    const otherTab = new BroadcastChannel(authChannelName);
    const heard: unknown[] = [];
    otherTab.onmessage = (event: MessageEvent) => heard.push(event.data);
    try {
      await user.click(screen.getByRole('button', { name: dashboardCopy.signOut }));
      await findSignInCard();
      await waitFor(() => expect(heard).toEqual(['signed-out']));
    } finally {
      otherTab.close();
    }
  });

  it('are heard through the storage event where BroadcastChannel is missing', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    fakeAdminApi();
    renderAdmin();
    await findDashboard();
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: authStorageKey,
          newValue: JSON.stringify({ signal: 'signed-out', at: Date.now() }),
        }),
      );
    });
    await findSignInCard();
  });
});
