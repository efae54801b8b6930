import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  recoveryCodesDialogCopy,
  secondFactorCopy,
  setupRequiredCopy,
} from '#content/admin-second-factor.ts';
import { dashboardCopy } from '#content/admin-shell.ts';
import { adminSections } from '#shared/admin-sections.ts';
import { testAdmin } from '#tests/admin-fixtures.ts';
import { apiError } from '#tests/fake-api.ts';
import { fakeAdminApi } from '#tests/fake-admin-api.ts';
import { currentAddress, findDashboard, renderAdmin } from '#tests/render-admin.tsx';
import { recoveryCodeList, secondFactors } from '#tests/second-factor-view-fixtures.ts';
import { shellCopy } from '../shell-copy.ts';
import { findOpenDialog } from '#tests/open-dialog.ts';

vi.setConfig({ testTimeout: 20_000 });

const support = { ...testAdmin, role: 'support' as const };
const setupRefusal = () =>
  apiError(403, 'second_factor_setup_required', 'Set up a second factor first.');
const findSetup = () => screen.findByRole('heading', { level: 1, name: setupRequiredCopy.title });

/** The server's answers while the rule holds the admin, until the app is turned on. */
function heldAdmin() {
  let setupRequired = true;
  const api = fakeAdminApi({
    'GET /api/auth/session': () =>
      Response.json({ user: support, secondFactorSetupRequired: setupRequired }),
    'GET /api/admin/me/second-factors': () =>
      Response.json(secondFactors({ required: true, setupRequired })),
    'POST /api/admin/me/totp/setup': () =>
      Response.json({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://x', qrSvg: '<svg/>' }),
    'POST /api/admin/me/totp': () => {
      setupRequired = false;
      return Response.json({ recoveryCodes: recoveryCodeList() });
    },
  });
  return api;
}

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => vi.unstubAllGlobals());

describe('a second factor the team requires', () => {
  it('shows only the setup, then the start page once the app is on and the codes saved', async () => {
    const api = heldAdmin();
    const { user } = renderAdmin(adminSections.orders.path);
    await findSetup();
    expect(screen.getByText(setupRequiredCopy.description)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: shellCopy.navLabel })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: dashboardCopy.signOut })).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/orders')).toHaveLength(0);

    await user.click(await screen.findByRole('button', { name: secondFactorCopy.appSetUp }));
    await user.type(
      await screen.findByLabelText(new RegExp(`^${secondFactorCopy.appCode}`)),
      '123456',
    );
    await user.click(screen.getByRole('button', { name: secondFactorCopy.appConfirm }));
    const dialog = await findOpenDialog('dialog', { name: recoveryCodesDialogCopy.title });
    await user.click(within(dialog).getByRole('checkbox', { name: recoveryCodesDialogCopy.saved }));
    await user.click(within(dialog).getByRole('button', { name: recoveryCodesDialogCopy.done }));

    await findDashboard();
    expect(currentAddress()).toBe(adminSections.orders.path);
    await waitFor(() => expect(api.callsTo('GET /api/admin/orders').length).toBeGreaterThan(0));
  });

  it('turns to the setup when a call is refused for it', async () => {
    fakeAdminApi({
      'GET /api/admin/orders': setupRefusal,
      'GET /api/admin/me/second-factors': () =>
        Response.json(secondFactors({ required: true, setupRequired: true })),
    });
    renderAdmin(adminSections.orders.path);
    await findSetup();
    expect(screen.queryByRole('navigation', { name: shellCopy.navLabel })).not.toBeInTheDocument();
  });
});
