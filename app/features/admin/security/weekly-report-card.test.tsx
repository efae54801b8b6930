import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testAdmin } from '#tests/admin-fixtures.ts';
import { fakeAdminApi } from '#tests/fake-admin-api.ts';
import { renderAdminCard } from '#tests/render-admin.tsx';
import { AccountSection } from './account-section.tsx';
import { saleAlertsCopy, securityNotices, weeklyReportCopy } from './security-copy.ts';

const copy = weeklyReportCopy;

afterEach(() => vi.unstubAllGlobals());

describe('the weekly report switch in Your account', () => {
  it('turns the report on for an owner, keeping the sale alerts as they are', async () => {
    const api = fakeAdminApi({
      'GET /api/admin/me/preferences': () =>
        Response.json({ saleAlerts: true, weeklyReport: false }),
    });
    const { user } = renderAdminCard(<AccountSection />);
    const toggle = await within(await screen.findByRole('region', { name: copy.title })).findByRole(
      'switch',
      { name: copy.switchLabel },
    );
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(await screen.findByText(securityNotices.weeklyReportOn.title)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/me/preferences')[0]?.body).toEqual({
      saleAlerts: true,
      weeklyReport: true,
    });
  });

  it('is not offered to support, who cannot open the Overview it sums up', async () => {
    fakeAdminApi();
    renderAdminCard(<AccountSection />, { signedInAs: { ...testAdmin, role: 'support' } });
    expect(await screen.findByRole('region', { name: saleAlertsCopy.title })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: copy.title })).not.toBeInTheDocument();
  });
});
