import { adminSections } from '#shared/admin-sections.ts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testAdmin } from '#tests/admin-fixtures.ts';
import { apiError } from '#tests/fake-api.ts';
import { fakeAdminApi } from '#tests/fake-admin-api.ts';
import {
  findDashboard,
  findOrderTotals,
  findSignInCard,
  renderAdmin,
} from '#tests/render-admin.tsx';
import { commonCopy, kitNotices } from '../kit/kit-copy.ts';
import { ordersCopy, ordersNotices } from '../orders/orders-copy.ts';
import { signInCopy } from './shell-copy.ts';

// The whole back office renders and fetches here: slow on a busy shared machine.
vi.setConfig({ testTimeout: 20_000 });

const accessRemoved = () =>
  apiError(403, 'access_removed', 'Your access to the back office was removed.');
const roleNotAllowed = () => apiError(403, 'role_not_allowed', 'Your role does not allow this.');

const ordersRefresh = () =>
  within(screen.getByRole('region', { name: ordersCopy.title })).getByRole('button', {
    name: commonCopy.refresh,
  });

afterEach(() => vi.unstubAllGlobals());

describe('a refused admin', () => {
  it('whose access was removed is told so at the session check, not that it expired', async () => {
    fakeAdminApi({ 'GET /api/auth/session': accessRemoved });
    renderAdmin();
    await findSignInCard();
    expect(await screen.findByText(kitNotices.accessRemoved.description)).toBeInTheDocument();
    expect(screen.queryByText(kitNotices.sessionExpired.description)).not.toBeInTheDocument();
    expect(screen.queryByText(kitNotices.sessionCheckFailed.title)).not.toBeInTheDocument();
  });

  it('whose access is removed while working returns to sign-in, told why', async () => {
    const api = fakeAdminApi();
    const { user } = renderAdmin(adminSections.orders.path);
    await findOrderTotals();
    api.on('GET /api/admin/orders', accessRemoved);
    await user.click(ordersRefresh());

    await findSignInCard();
    expect(await screen.findByText(kitNotices.accessRemoved.description)).toBeInTheDocument();
    expect(screen.queryByText(ordersNotices.ordersAuthRequired.title)).not.toBeInTheDocument();
    expect(screen.queryByText(ordersCopy.totalOrders)).not.toBeInTheDocument();
  });

  it('whose role does not allow an action is told so and stays signed in, with the role asked again', async () => {
    const api = fakeAdminApi({ 'POST /api/admin/messages/:messageId': roleNotAllowed });
    const { user } = renderAdmin(adminSections.messages.path);
    await user.click(await screen.findByRole('button', { name: /Chris Doe/ }));

    expect(await screen.findByText(kitNotices.roleNotAllowed.description)).toBeInTheDocument();
    await findDashboard();
    expect(screen.queryByRole('button', { name: signInCopy.submit })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/auth/session').length).toBeGreaterThanOrEqual(2);
    expect(screen.getAllByText(testAdmin.email).length).toBeGreaterThan(0);
  });
});
