import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '#tests/fake-api.ts';
import { fakeAdminApi } from '#tests/fake-admin-api.ts';
import { renderAdminCard } from '#tests/render-admin.tsx';
import { SaleAlertsCard } from './sale-alerts-card.tsx';
import { saleAlertsCopy, securityNotices } from './security-copy.ts';

const copy = saleAlertsCopy;

const alertsSwitch = async () =>
  within(await screen.findByRole('region', { name: copy.title })).findByRole('switch', {
    name: copy.switchLabel,
  });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Sale alerts card', () => {
  it('shows the stored setting and turns alerts on and off, saying so each time', async () => {
    const api = fakeAdminApi();
    const { user } = renderAdminCard(<SaleAlertsCard />);
    const toggle = await alertsSwitch();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveAttribute('aria-checked', 'false');

    await user.click(toggle);
    expect(await screen.findByText(securityNotices.saleAlertsOn.title)).toBeInTheDocument();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(api.callsTo('PUT /api/admin/me/preferences')[0]?.body).toEqual({
      saleAlerts: true,
      weeklyReport: false,
    });

    await user.click(toggle);
    expect(await screen.findByText(securityNotices.saleAlertsOff.title)).toBeInTheDocument();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(api.callsTo('PUT /api/admin/me/preferences')[1]?.body).toEqual({
      saleAlerts: false,
      weeklyReport: false,
    });
  });

  it('keeps the switch as stored when saving fails, with the notice', async () => {
    // The failure is logged to the console, as every error is.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeAdminApi({
      'GET /api/admin/me/preferences': () =>
        Response.json({ saleAlerts: true, weeklyReport: false }),
      'PUT /api/admin/me/preferences': () => apiError(503, 'unavailable', 'Try again later.'),
    });
    const { user } = renderAdminCard(<SaleAlertsCard />);
    const toggle = await alertsSwitch();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    await user.click(toggle);
    expect(await screen.findByText(securityNotices.saleAlertsFailed.title)).toBeInTheDocument();
    expect(screen.getByText('Try again later.')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(logged).toHaveBeenCalled();
  });
});
