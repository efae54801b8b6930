import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminCopy } from '#content/admin-copy.ts';
import { adminNotices } from '#content/admin-notices.ts';
import { adminSections } from '#shared/admin-sections.ts';
import { analyticsDashboard, emptyAnalyticsDashboard } from '#tests/analytics-dashboard-factory.ts';
import { apiError, heldAnswer } from '#tests/fake-api.ts';
import { fakeAdminApi } from '#tests/fake-admin-api.ts';
import {
  currentAddress,
  findSignInCard,
  renderAdmin,
  renderAdminCard,
} from '#tests/render-admin.tsx';
import { AnalyticsSection } from './analytics-section.tsx';

const copy = adminCopy.analytics;
const titles = copy.cards;
const route = 'GET /api/admin/analytics';

const card = (title: string) => screen.getByRole('region', { name: title });
const periodButton = (days: number) => screen.getByRole('button', { name: `${String(days)} days` });

/** The section alone, signed in: what most tests are about. */
function renderAnalytics(url = adminSections.analytics.path) {
  return renderAdminCard(<AnalyticsSection />, { url }).user;
}

/** The whole back office at the Analytics address: for what happens to the session. */
function openAnalytics() {
  return renderAdmin(adminSections.analytics.path).user;
}

/** Waits for the headline figure of a loaded period. */
async function findVisitors(text: string) {
  const visitors = await screen.findByRole('region', { name: titles.totalVisitors });
  return within(visitors).findByText(text);
}

/** Failed attempts are logged as warnings; these tests expect that. */
const allowWarnings = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('analytics section', () => {
  it('asks for the last 7 days first, then for the period pressed', async () => {
    const api = fakeAdminApi();
    const user = renderAnalytics();
    await findVisitors('1,284');
    expect(api.callsTo(route).map((call) => call.query.get('days'))).toEqual(['7']);
    const group = screen.getByRole('group', { name: copy.periodLabel });
    expect(within(group).getAllByRole('button')).toHaveLength(4);
    expect(periodButton(7)).toHaveAttribute('aria-pressed', 'true');

    for (const days of [14, 30, 90]) {
      await user.click(periodButton(days));
      // The period is the address's: pressing a button navigates, then the page follows.
      await screen.findByRole('button', { name: `${String(days)} days`, pressed: true });
      expect(periodButton(7)).toHaveAttribute('aria-pressed', 'false');
      expect(currentAddress()).toBe(`${adminSections.analytics.path}?days=${String(days)}`);
      await vi.waitFor(() =>
        expect(api.callsTo(route).at(-1)?.query.get('days')).toBe(String(days)),
      );
    }
    expect(api.callsTo(route).map((call) => call.query.get('days'))).toEqual([
      '7',
      '14',
      '30',
      '90',
    ]);
  });

  it('opens on the period its address names, and on 7 days for one it does not offer', async () => {
    const api = fakeAdminApi();
    renderAnalytics(`${adminSections.analytics.path}?days=30`);
    await findVisitors('1,284');
    expect(periodButton(30)).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo(route).map((call) => call.query.get('days'))).toEqual(['30']);
    cleanup();

    const other = fakeAdminApi();
    renderAnalytics(`${adminSections.analytics.path}?days=5`);
    await findVisitors('1,284');
    expect(periodButton(7)).toHaveAttribute('aria-pressed', 'true');
    expect(other.callsTo(route).map((call) => call.query.get('days'))).toEqual(['7']);
  });

  it('shows placeholders while the first load runs, then the figures', async () => {
    const answer = heldAnswer();
    fakeAdminApi({ [route]: () => answer.promise });
    renderAnalytics();
    expect(await screen.findByText(copy.loading)).toBeInTheDocument();
    const pageViews = card(titles.pageViews);
    expect(pageViews.querySelector('[data-slot="skeleton"]')).not.toBeNull();
    expect(within(pageViews).queryByText('3,081')).not.toBeInTheDocument();

    answer.release(Response.json(analyticsDashboard()));
    expect(await within(pageViews).findByText('3,081')).toBeInTheDocument();
    expect(pageViews.querySelector('[data-slot="skeleton"]')).toBeNull();
    expect(screen.queryByText(copy.loading)).not.toBeInTheDocument();
  });

  it('writes each figure in its format', async () => {
    fakeAdminApi({
      [route]: () =>
        Response.json(
          analyticsDashboard({
            recentActivity: [
              {
                path: '/checkout',
                at: new Date(2026, 10, 23, 9, 5, 7).toISOString(),
                device: 'mobile',
              },
            ],
          }),
        ),
    });
    renderAnalytics();
    await findVisitors('1,284');
    const expectations: [string, string[]][] = [
      [titles.totalVisitors, ['1,284', '1,032 unique']],
      [titles.pageViews, ['3,081', '2.4 per session']],
      [titles.bounceRate, ['42.4%', 'Avg. session 3:05']],
      [titles.revenue, ['$1,234.50', '1.9% conversion']],
      [titles.activeUsers, ['6']],
      [titles.topPages, ['/states/texas', '1,460 views']],
      [titles.trafficSources, ['Direct', '540 sessions']],
      [titles.devices, ['Unknown', '1,902 views']],
      [titles.recentActivity, ['/checkout', 'mobile', '09:05:07']],
      [
        titles.funnel,
        ['1,284', '100.0% of sessions', '301', '23.4% of sessions', '1.9% of sessions'],
      ],
      [titles.revenueBySource, ['google', '$564.00', '12 purchases', '$294.50']],
    ];
    for (const [title, texts] of expectations) {
      for (const text of texts) expect(within(card(title)).getByText(text)).toBeInTheDocument();
    }
  });

  it('describes the chart in words and gives its numbers as a table', async () => {
    fakeAdminApi();
    renderAnalytics();
    await findVisitors('1,284');
    const chart = card(titles.daily);
    const figure = within(chart).getByRole('figure');
    expect(figure).toHaveAccessibleName(
      /^Visitors, page views and conversions per day from Nov 17, 2026 to Nov 23, 2026; totals: [\d,]+ visitors, [\d,]+ page views, \d+ conversions\.$/,
    );
    const table = within(chart).getByRole('table', { name: copy.chart.tableCaption });
    // A header row and one row a day.
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    expect(within(table).getByRole('rowheader', { name: 'Nov 23, 2026' })).toBeInTheDocument();
  });

  it('keeps the figures of one period on screen until those of the next arrive', async () => {
    const api = fakeAdminApi();
    const user = renderAnalytics();
    await findVisitors('1,284');
    const fortnight = heldAnswer();
    api.on(route, () => fortnight.promise);
    await user.click(periodButton(14));

    expect(await screen.findByText(copy.updating)).toBeInTheDocument();
    expect(within(card(titles.totalVisitors)).getByText('1,284')).toBeInTheDocument();
    expect(card(titles.totalVisitors).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');

    fortnight.release(Response.json(analyticsDashboard({ totalVisitors: 2590 }, 14)));
    expect(await findVisitors('2,590')).toBeInTheDocument();
    expect(screen.queryByText(copy.updating)).not.toBeInTheDocument();
  });

  it('refreshes the figures every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeAdminApi();
    renderAnalytics();
    await findVisitors('1,284');
    api.on(route, () => Response.json(analyticsDashboard({ totalVisitors: 1290 })));

    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(api.callsTo(route)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(await findVisitors('1,290')).toBeInTheDocument();
    expect(api.callsTo(route)).toHaveLength(2);
  });

  it('keeps the figures when a refresh fails, and says they are not fresh', async () => {
    const warn = allowWarnings();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeAdminApi();
    renderAnalytics();
    await findVisitors('1,284');
    api.on(route, () => apiError(503, 'unavailable', 'The database is busy.'));

    // The 30 s refresh, then retries after 1 s, 2 s and 4 s.
    await act(() => vi.advanceTimersByTimeAsync(30_000 + 8_000));
    expect(await screen.findByText(adminCopy.common.stale)).toBeInTheDocument();
    expect(api.callsTo(route)).toHaveLength(5);
    expect(within(card(titles.totalVisitors)).getByText('1,284')).toBeInTheDocument();
    expect(within(card(titles.revenue)).getByText('$1,234.50')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    // Logged only: no toast for a background refresh.
    expect(screen.queryByText('The database is busy.')).not.toBeInTheDocument();
  });

  it('returns to the sign-in card when the session is gone', async () => {
    allowWarnings();
    const api = fakeAdminApi();
    const user = openAnalytics();
    await findVisitors('1,284');
    api.on(route, () => apiError(401, 'authentication_required', 'Please sign in to continue.'));
    await user.click(periodButton(30));

    await findSignInCard();
    expect(await screen.findByText(adminNotices.sessionExpired.title)).toBeInTheDocument();
    expect(screen.queryByText(titles.totalVisitors)).not.toBeInTheDocument();
  });

  it('shows zeros and empty texts for a new install, with no chart', async () => {
    fakeAdminApi({ [route]: () => Response.json(emptyAnalyticsDashboard()) });
    renderAnalytics();
    await findVisitors('0');
    expect(within(card(titles.totalVisitors)).getByText('0 unique')).toBeInTheDocument();
    expect(within(card(titles.pageViews)).getByText('0.0 per session')).toBeInTheDocument();
    expect(within(card(titles.bounceRate)).getByText('0.0%')).toBeInTheDocument();
    expect(within(card(titles.bounceRate)).getByText('Avg. session 0:00')).toBeInTheDocument();
    expect(within(card(titles.revenue)).getByText('$0.00')).toBeInTheDocument();
    expect(within(card(titles.topPages)).getByText(copy.noPageViews)).toBeInTheDocument();
    expect(within(card(titles.trafficSources)).getByText(copy.noSessions)).toBeInTheDocument();
    expect(within(card(titles.devices)).getByText(copy.noPageViews)).toBeInTheDocument();
    expect(within(card(titles.recentActivity)).getByText(copy.noPageViews)).toBeInTheDocument();
    expect(within(card(titles.revenueBySource)).getByText(copy.noPurchases)).toBeInTheDocument();
    expect(within(card(titles.funnel)).getAllByText('0.0% of sessions')).toHaveLength(4);
    const chart = card(titles.daily);
    expect(within(chart).getByText(copy.chart.empty)).toBeInTheDocument();
    expect(within(chart).queryByRole('figure')).not.toBeInTheDocument();
  });
});
