import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscribersPage, testAdmin } from '#tests/admin-fixtures.ts';
import { fakeAdminApi } from '#tests/fake-admin-api.ts';
import { renderAdminCard } from '#tests/render-admin.tsx';
import { commonCopy } from '../kit/kit-copy.ts';
import { SubscribersCard } from './subscribers-card.tsx';
import { subscribersCopy } from './subscribers-copy.ts';

const copy = subscribersCopy;

afterEach(() => vi.unstubAllGlobals());

/** The card (its table's scroll box carries the same name, and comes after it). */
function card() {
  const [region] = screen.getAllByRole('region', { name: copy.title });
  return within(region ?? document.body);
}

describe('subscribers card', () => {
  it('shows the counts by status, the list and the CSV export', async () => {
    fakeAdminApi();
    renderAdminCard(<SubscribersCard />);
    await screen.findByText('reader.one@example.com');
    const counts = card().getByText(copy.counts.confirmed, { selector: 'dt' }).parentElement;
    expect(counts).toHaveTextContent('1');
    expect(card().getByRole('link', { name: commonCopy.exportCsv })).toHaveAttribute(
      'href',
      '/api/admin/subscribers.csv',
    );
    const row = screen.getByText('reader.three@example.org').closest('tr');
    expect(row).toHaveTextContent('Unsubscribed');
    expect(row).toHaveTextContent('Nov 19, 2026');
  });

  it("offers support the list without the export, which is the owners'", async () => {
    fakeAdminApi();
    renderAdminCard(<SubscribersCard />, { signedInAs: { ...testAdmin, role: 'support' } });
    await screen.findByText('reader.one@example.com');
    expect(card().queryByRole('link', { name: commonCopy.exportCsv })).toBeNull();
  });

  it('filters by status and pages through the list', async () => {
    const api = fakeAdminApi({
      'GET /api/admin/subscribers': ({ query }) =>
        Response.json(
          subscribersPage({ total: 60, pageSize: 25, page: Number(query.get('page')) }),
        ),
    });
    const { user } = renderAdminCard(<SubscribersCard />);
    await screen.findByText('reader.one@example.com');
    await user.selectOptions(card().getByLabelText(copy.statusLabel), 'confirmed');
    await waitFor(() =>
      expect(
        Object.fromEntries(api.callsTo('GET /api/admin/subscribers').at(-1)?.query ?? []),
      ).toEqual({
        status: 'confirmed',
        page: '1',
      }),
    );
    await user.click(card().getByRole('button', { name: commonCopy.next }));
    expect(await card().findByText('Page 2 of 3')).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/subscribers').at(-1)?.query.get('status')).toBe('confirmed');
  });
});
