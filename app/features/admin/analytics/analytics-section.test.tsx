import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminSections } from '#shared/admin-sections.ts';
import type { AnalyticsPeriod } from '#shared/contracts/admin-analytics.ts';
import { analyticsDashboard, emptyAnalyticsDashboard } from '#tests/analytics-dashboard-factory.ts';
import { apiError, heldAnswer } from '#tests/fake-api.ts';
import { fakeAdminApi } from '#tests/fake-admin-api.ts';
import {
  currentAddress,
  findSignInCard,
  renderAdmin,
  renderAdminCard,
} from '#tests/render-admin.tsx';
import { commonCopy, kitNotices } from '../kit/kit-copy.ts';
import { analyticsCopy } from './analytics-copy.ts';
import { AnalyticsSection } from './analytics-section.tsx';

const copy = analyticsCopy;
const titles = copy.cards;
const route = 'GET /api/admin/analytics';

const card = (title: string) => screen.getByRole('region', { name: title });
const periodButton = (period: AnalyticsPeriod) =>
  screen.getByRole('button', { name: copy.periods[period] });
const analyticsPath = adminSections.analytics.path;
/** A render of every card, first or after a navigation, takes seconds in jsdom on a busy machine. */
const navigation = { timeout: 15_000 };
/** The query of each dashboard request, as sent. */
const sentQueries = (api: ReturnType<typeof fakeAdminApi>) =>
  api.callsTo(route).map((call) => call.query.toString());

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
  const visitors = await screen.findByRole('region', { name: titles.totalVisitors }, navigation);
  return within(visitors).findByText(text, {}, navigation);
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
    expect(sentQueries(api)).toEqual(['period=7']);
    const group = screen.getByRole('group', { name: copy.periodLabel });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Today', 'Yesterday', '7 days', '14 days', '30 days', '90 days']);
    expect(periodButton('7')).toHaveAttribute('aria-pressed', 'true');

    // 14 and 30 days work as 90 does (the next test opens on 30).
    const pressed: AnalyticsPeriod[] = ['today', 'yesterday', '90'];
    for (const period of pressed) {
      await user.click(periodButton(period));
      // The period is the address's: pressing a button navigates, then the page follows.
      await screen.findByRole('button', { name: copy.periods[period], pressed: true }, navigation);
      expect(periodButton('7')).toHaveAttribute('aria-pressed', 'false');
      expect(currentAddress()).toBe(`${analyticsPath}?period=${period}`);
      await vi.waitFor(() => expect(sentQueries(api).at(-1)).toBe(`period=${period}`), navigation);
    }
    expect(sentQueries(api)).toEqual(['period=7', ...pressed.map((period) => `period=${period}`)]);
  }, 60_000);

  it('opens on the period its address names, and on 7 days for one it does not offer', async () => {
    const api = fakeAdminApi();
    renderAnalytics(`${analyticsPath}?period=30`);
    await findVisitors('1,284');
    expect(periodButton('30')).toHaveAttribute('aria-pressed', 'true');
    expect(sentQueries(api)).toEqual(['period=30']);
    cleanup();

    const other = fakeAdminApi();
    renderAnalytics(`${analyticsPath}?period=5`);
    await findVisitors('1,284');
    expect(periodButton('7')).toHaveAttribute('aria-pressed', 'true');
    expect(sentQueries(other)).toEqual(['period=7']);
  });

  it('shows the filters of its address as chips, by name, and sends them with the period', async () => {
    const api = fakeAdminApi();
    // An empty value is no filter: dropped, while the others still apply.
    renderAnalytics(`${analyticsPath}?period=30&region=TX&source=Google&country=US&medium=`);
    await findVisitors('1,284');
    const chips = screen.getByRole('list', { name: copy.filters.label });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Source: Google', 'Country: United States', 'State: Texas', copy.filters.clearAll]);
    expect(sentQueries(api)).toEqual(['period=30&source=Google&country=US&region=TX']);
  });

  it('shows no chips without a filter', async () => {
    fakeAdminApi();
    renderAnalytics();
    await findVisitors('1,284');
    expect(screen.queryByRole('list', { name: copy.filters.label })).not.toBeInTheDocument();
  });

  it('removes a filter by its chip, keeping the period and the other filters', async () => {
    const api = fakeAdminApi();
    const user = renderAnalytics(`${analyticsPath}?period=14&source=Google&device=mobile`);
    await findVisitors('1,284');
    await user.click(screen.getByRole('button', { name: 'Remove filter Source: Google' }));

    await vi.waitFor(
      () => expect(currentAddress()).toBe(`${analyticsPath}?period=14&device=mobile`),
      navigation,
    );
    await vi.waitFor(
      () => expect(sentQueries(api).at(-1)).toBe('period=14&device=mobile'),
      navigation,
    );
    // One filter left: its chip, and no "Clear all".
    const chips = screen.getByRole('list', { name: copy.filters.label });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Device: mobile']);
  });

  it('clears every filter at once, keeping the period', async () => {
    const api = fakeAdminApi();
    const user = renderAnalytics(`${analyticsPath}?period=today&page=%2Ffaq&os=iOS`);
    await findVisitors('1,284');
    expect(sentQueries(api)).toEqual(['period=today&page=%2Ffaq&os=iOS']);
    await user.click(screen.getByRole('button', { name: copy.filters.clearAll }));

    await vi.waitFor(
      () => expect(currentAddress()).toBe(`${analyticsPath}?period=today`),
      navigation,
    );
    await vi.waitFor(() => expect(sentQueries(api).at(-1)).toBe('period=today'), navigation);
    expect(screen.queryByRole('list', { name: copy.filters.label })).not.toBeInTheDocument();
  });

  it('compares each headline figure with the period before', async () => {
    fakeAdminApi({
      [route]: () =>
        Response.json(
          analyticsDashboard({
            previous: {
              ...analyticsDashboard().previous,
              totalVisitors: 1107,
              uniqueVisitors: 0,
              pageViews: 3200,
              bounceRate: 0.4511,
              viewsPerSession: 2.4,
              avgSessionSeconds: 0,
            },
            uniqueVisitors: 1032,
            pageViews: 3081,
            viewsPerSession: 2.4,
            avgSessionSeconds: 0,
          }),
        ),
    });
    renderAnalytics();
    await findVisitors('1,284');
    const change = (title: string) => within(card(title)).getByTitle(/^was /);
    const expectations: [string, string, string, string][] = [
      // title, text, tooltip, colour
      [titles.totalVisitors, '+16% vs previous 7 days', 'was 1,107', 'text-success'],
      [copy.headline.uniqueVisitors, 'New', 'was 0', 'text-success'],
      [titles.pageViews, '-3.7% vs previous 7 days', 'was 3,200', 'text-destructive'],
      // Fewer bounces are good news.
      [titles.bounceRate, '-6.1% vs previous 7 days', 'was 45.1%', 'text-success'],
      [
        copy.headline.viewsPerSession,
        'No change vs previous 7 days',
        'was 2.4',
        'text-muted-foreground',
      ],
      [
        copy.headline.avgSession,
        'No change vs previous 7 days',
        'was 0:00',
        'text-muted-foreground',
      ],
      [titles.revenue, '+25% vs previous 7 days', 'was $987.00', 'text-success'],
      [copy.headline.purchases, '+14% vs previous 7 days', 'was 21', 'text-success'],
    ];
    for (const [title, text, was, colour] of expectations) {
      expect(change(title)).toHaveTextContent(`${text} (${was})`);
      expect(change(title)).toHaveAttribute('title', was);
      expect(change(title)).toHaveClass(colour);
    }
  });

  it('names the compared period after the period: yesterday, the day before', async () => {
    const api = fakeAdminApi();
    const user = renderAnalytics(`${analyticsPath}?period=today`);
    await findVisitors('1,284');
    expect(within(card(titles.totalVisitors)).getByText('+16% vs yesterday')).toBeInTheDocument();
    await user.click(periodButton('yesterday'));
    await vi.waitFor(() => expect(sentQueries(api).at(-1)).toBe('period=yesterday'), navigation);
    expect(
      await within(card(titles.totalVisitors)).findByText('+16% vs the day before', {}, navigation),
    ).toBeInTheDocument();
  });

  it('credits DB-IP for the places', async () => {
    fakeAdminApi();
    renderAnalytics();
    await findVisitors('1,284');
    expect(screen.getByRole('link', { name: copy.geoAttribution.link })).toHaveAttribute(
      'href',
      'https://db-ip.com',
    );
  });

  it('shows placeholders while the first load runs, then the figures', async () => {
    const answer = heldAnswer();
    fakeAdminApi({ [route]: () => answer.promise });
    renderAnalytics();
    expect(await screen.findByText(copy.loading)).toBeInTheDocument();
    const pageViews = card(titles.pageViews);
    expect(pageViews.querySelector('[data-slot="skeleton"]')).not.toBeNull();
    expect(within(pageViews).queryByText('3,082')).not.toBeInTheDocument();

    answer.release(Response.json(analyticsDashboard()));
    expect(await within(pageViews).findByText('3,082')).toBeInTheDocument();
    expect(pageViews.querySelector('[data-slot="skeleton"]')).toBeNull();
    expect(screen.queryByText(copy.loading)).not.toBeInTheDocument();
  });

  it('writes each headline figure in its format', async () => {
    fakeAdminApi();
    renderAnalytics();
    await findVisitors('1,284');
    const expectations: [string, string[]][] = [
      [titles.totalVisitors, ['1,284']],
      [copy.headline.uniqueVisitors, ['1,027']],
      [titles.pageViews, ['3,082']],
      [copy.headline.viewsPerSession, ['2.4']],
      [titles.bounceRate, ['42.4%']],
      [copy.headline.avgSession, ['3:05']],
      [titles.revenue, ['$1,234.50', '$1,281.50 gross, $47.00 refunded, without sales tax']],
      [copy.headline.purchases, ['24']],
      [copy.headline.conversionRate, ['1.9%']],
      [titles.activeUsers, ['6', copy.activeUsersNote]],
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
    expect(within(chart).queryByText(/without visits/)).not.toBeInTheDocument();
  });

  it('says how many days had no visit: the chart draws them at zero', async () => {
    const week = analyticsDashboard();
    const quiet = new Set(['2026-11-18', '2026-11-21']);
    fakeAdminApi({
      [route]: () =>
        Response.json({
          ...week,
          daily: week.daily.map((row) =>
            quiet.has(row.day)
              ? { ...row, visitors: 0, pageViews: 0, conversions: 0, revenue: 0 }
              : row,
          ),
        }),
    });
    renderAnalytics();
    await findVisitors('1,284');
    const chart = card(titles.daily);
    expect(within(chart).getByText(/2 days without visits, drawn at zero\.$/)).toBeInTheDocument();
    const table = within(chart).getByRole('table', { name: copy.chart.tableCaption });
    const quietRow = within(table).getByRole('rowheader', { name: 'Nov 18, 2026' }).closest('tr');
    expect(
      within(quietRow ?? table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '0', '0', '$0.00']);
  });

  it('draws a one-day period as its single day', async () => {
    fakeAdminApi();
    renderAnalytics(`${analyticsPath}?period=today`);
    await findVisitors('1,284');
    const chart = card(titles.daily);
    expect(within(chart).getByRole('figure')).toHaveAccessibleName(
      /per day from Nov 23, 2026 to Nov 23, 2026;/,
    );
    const table = within(chart).getByRole('table', { name: copy.chart.tableCaption });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  });

  it('keeps the figures of one period on screen until those of the next arrive', async () => {
    const api = fakeAdminApi();
    const user = renderAnalytics();
    await findVisitors('1,284');
    const fortnight = heldAnswer();
    api.on(route, () => fortnight.promise);
    await user.click(periodButton('14'));

    expect(await screen.findByText(copy.updating, {}, navigation)).toBeInTheDocument();
    expect(within(card(titles.totalVisitors)).getByText('1,284')).toBeInTheDocument();
    expect(card(titles.totalVisitors).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');

    fortnight.release(Response.json(analyticsDashboard({ totalVisitors: 2590 }, '14')));
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
    expect(await screen.findByText(commonCopy.stale)).toBeInTheDocument();
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
    await user.click(periodButton('30'));

    await vi.waitFor(findSignInCard, navigation);
    expect(await screen.findByText(kitNotices.sessionExpired.title)).toBeInTheDocument();
    expect(screen.queryByText(titles.totalVisitors)).not.toBeInTheDocument();
  });

  it('shows zeros for a new install, unchanged from the period before, with no chart', async () => {
    fakeAdminApi({ [route]: () => Response.json(emptyAnalyticsDashboard()) });
    renderAnalytics();
    await findVisitors('0');
    expect(within(card(titles.pageViews)).getByText('0')).toBeInTheDocument();
    expect(within(card(copy.headline.viewsPerSession)).getByText('0.0')).toBeInTheDocument();
    expect(within(card(titles.bounceRate)).getByText('0.0%')).toBeInTheDocument();
    expect(within(card(copy.headline.avgSession)).getByText('0:00')).toBeInTheDocument();
    expect(within(card(titles.revenue)).getByText('$0.00')).toBeInTheDocument();
    expect(
      within(card(titles.totalVisitors)).getByText('No change vs previous 7 days'),
    ).toBeInTheDocument();
    const chart = card(titles.daily);
    expect(within(chart).getByText(copy.chart.empty)).toBeInTheDocument();
    expect(within(chart).queryByRole('figure')).not.toBeInTheDocument();
  });
});
