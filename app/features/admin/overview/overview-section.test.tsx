import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminOverview, OverviewPeriod } from '#shared/contracts/admin-overview.ts';
import { orderRow } from '#tests/admin-fixtures.ts';
import { fakeAdminApi } from '#tests/fake-admin-api.ts';
import { renderAdminCard } from '#tests/render-admin.tsx';
import { backupsCopy } from '#content/admin-backups.ts';
import { kitNotices } from '../kit/kit-copy.ts';
import { overviewCopy } from './overview-copy.ts';
import { OverviewSection } from './overview-section.tsx';

const copy = overviewCopy;

function period(id: OverviewPeriod['id'], overrides: Partial<OverviewPeriod> = {}): OverviewPeriod {
  const zero = { value: 0, previous: 0, change: null };
  return {
    id,
    from: '2026-11-20T00:00:00.000Z',
    to: '2026-11-20T12:00:00.000Z',
    orders: zero,
    refundedOrders: 0,
    revenue: zero,
    grossRevenue: 0,
    refundedRevenue: 0,
    tax: 0,
    visitors: zero,
    conversionRate: zero,
    ...overrides,
  };
}

const emptyShop: AdminOverview = {
  timeZone: 'UTC',
  today: '2026-11-20',
  periods: [period('today'), period('yesterday'), period('last7Days')],
  newestOrders: [],
  messages: { unhandled: 0, newest: [] },
  failedMail: { total: 0, newest: [] },
  reviewDue: [],
  lastBackup: null,
  backupOverdue: false,
};

const busyShop: AdminOverview = {
  timeZone: 'America/Chicago',
  today: '2026-11-20',
  periods: [
    period('today', {
      orders: { value: 3, previous: 2, change: 0.5 },
      revenue: { value: 141, previous: 150, change: -0.06 },
      grossRevenue: 188,
      refundedRevenue: 47,
      tax: 7.46,
      visitors: { value: 120, previous: 0, change: null },
      conversionRate: { value: 0.025, previous: 0.025, change: 0 },
    }),
    period('yesterday'),
    period('last7Days'),
  ],
  newestOrders: [orderRow(0, { id: 'ord_newest', amount: 47, tax: 3.88 })],
  messages: {
    unhandled: 1,
    newest: [
      { id: 7, createdAt: '2026-11-20T09:00:00.000Z', name: 'Ann', email: 'ann@example.com' },
    ],
  },
  failedMail: {
    total: 1,
    newest: [
      {
        id: 31,
        kind: 'order-delivery',
        recipient: 'gone@example.com',
        createdAt: '2026-11-19T09:00:00.000Z',
        attempts: 5,
        lastError: '550 Mailbox unavailable',
      },
    ],
  },
  reviewDue: [
    {
      entryId: 11,
      kind: 'state_guide',
      title: 'Texas Child Support',
      path: '/states/texas-child-support',
      oldestVerifiedOn: '2025-09-01',
      reviewedOn: '2025-09-02',
    },
    {
      entryId: 3,
      kind: 'post',
      title: 'Acknowledgment of Paternity',
      path: '/blog/acknowledgment-of-paternity',
      oldestVerifiedOn: null,
      reviewedOn: null,
    },
  ],
  lastBackup: { at: '2026-11-20T03:02:00.000Z', bytes: 12_400_000 },
  backupOverdue: false,
};

const card = (name: string) => screen.getByRole('region', { name });

describe('Overview section', () => {
  it('shows each figure with its change: up, down, none, and a dash from zero', async () => {
    fakeAdminApi({ 'GET /api/admin/overview': () => Response.json(busyShop) });
    renderAdminCard(<OverviewSection />);
    const today = within(await screen.findByRole('region', { name: copy.periods.today }));
    expect(today.getByText(copy.comparedWith.today)).toBeInTheDocument();
    expect(today.getByText('3')).toBeInTheDocument();
    expect(today.getByText('+50% ▲')).toBeInTheDocument();
    expect(today.getByText('$141.00')).toBeInTheDocument();
    expect(today.getByText('\u22126% ▼')).toBeInTheDocument();
    expect(today.getByText('$188.00 gross, $47.00 refunded')).toBeInTheDocument();
    expect(today.getByText('$7.46 sales tax collected, not revenue')).toBeInTheDocument();
    expect(today.getByText('120')).toBeInTheDocument();
    expect(today.getByText('—')).toBeInTheDocument();
    expect(today.getByText('2.5%')).toBeInTheDocument();
    expect(today.getByText('0%')).toBeInTheDocument();
    expect(today.getByText('up 50% on the period before')).toBeInTheDocument();

    const newest = within(card(copy.newestOrders)).getByRole('link');
    expect(newest).toHaveAttribute('href', '/admin/orders/ord_newest');
    expect(newest).toHaveTextContent('$47.00+ $3.88 tax');
    const messages = within(card(copy.messages));
    expect(messages.getByText('1 message waits for an answer.')).toBeInTheDocument();
    expect(messages.getByRole('link', { name: /Ann/ })).toHaveAttribute(
      'href',
      '/admin/messages/7',
    );
    const mail = within(card(copy.failedMail));
    expect(mail.getByText('Guide delivery')).toBeInTheDocument();
    expect(mail.getByText('550 Mailbox unavailable')).toBeInTheDocument();
    expect(mail.getByText(/5 attempts/)).toBeInTheDocument();
  });

  it('lists the pages due for a review, each linked to its editor, with its oldest source', async () => {
    fakeAdminApi({ 'GET /api/admin/overview': () => Response.json(busyShop) });
    renderAdminCard(<OverviewSection />);
    const due = within(await screen.findByRole('region', { name: copy.reviewDue }));
    expect(due.getByRole('link', { name: 'Texas Child Support' })).toHaveAttribute(
      'href',
      '/admin/state-guides/11',
    );
    expect(
      due.getByText('Sources last verified Sep 1, 2025 · reviewed Sep 2, 2025'),
    ).toBeInTheDocument();
    expect(due.getByRole('link', { name: 'Acknowledgment of Paternity' })).toHaveAttribute(
      'href',
      '/admin/posts/3',
    );
    expect(due.getByText(`${copy.noSources} · ${copy.neverReviewed}`)).toBeInTheDocument();
  });

  it('says so when the shop is empty', async () => {
    fakeAdminApi({ 'GET /api/admin/overview': () => Response.json(emptyShop) });
    renderAdminCard(<OverviewSection />);
    expect(await screen.findByText(copy.noOrders)).toBeInTheDocument();
    expect(screen.getByText(copy.noMessages)).toBeInTheDocument();
    expect(screen.getByText(copy.noFailedMail)).toBeInTheDocument();
    expect(screen.getByText(copy.noReviewDue)).toBeInTheDocument();
    const today = within(card(copy.periods.today));
    expect(today.getAllByText('—')).toHaveLength(4);
  });

  it('shows the last backup, and no warning while backups are made', async () => {
    fakeAdminApi({ 'GET /api/admin/overview': () => Response.json(busyShop) });
    renderAdminCard(<OverviewSection />);
    const backup = within(await screen.findByRole('region', { name: backupsCopy.overview.title }));
    expect(backup.getByText(/Nov 20, 2026.* · 12\.4 MB/)).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: backupsCopy.overview.overdueTitle })).toBeNull();
  });

  it('warns when no backup succeeded in 48 hours, with a link to System', async () => {
    fakeAdminApi({
      'GET /api/admin/overview': () => Response.json({ ...emptyShop, backupOverdue: true }),
    });
    renderAdminCard(<OverviewSection />);
    const warning = within(
      await screen.findByRole('alert', { name: backupsCopy.overview.overdueTitle }),
    );
    expect(warning.getByText(backupsCopy.overview.overdueText)).toBeInTheDocument();
    expect(warning.getByRole('link', { name: backupsCopy.overview.toSystem })).toHaveAttribute(
      'href',
      '/admin/system',
    );
    expect(
      within(card(backupsCopy.overview.title)).getByText(backupsCopy.overview.none),
    ).toBeInTheDocument();
  });

  it('retries a failed mail, says so and loads the overview again', async () => {
    const api = fakeAdminApi({
      'GET /api/admin/overview': () => Response.json(busyShop),
      'POST /api/admin/mails/:mailId/requeue': () => Response.json({ ok: true }),
    });
    const { user } = renderAdminCard(<OverviewSection />);
    const mail = within(await screen.findByRole('region', { name: copy.failedMail }));
    api.on('GET /api/admin/overview', () => Response.json(emptyShop));
    await user.click(mail.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText(kitNotices.mailRequeued.title)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/mails/:mailId/requeue')[0]?.params).toEqual({
      mailId: '31',
    });
    expect(await screen.findByText(copy.noFailedMail)).toBeInTheDocument();
  });
});
