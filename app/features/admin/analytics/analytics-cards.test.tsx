import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  analyticsBreakdownCardIds,
  type AnalyticsDashboard,
} from '#shared/contracts/admin-analytics.ts';
import { analyticsDashboard, emptyAnalyticsDashboard } from '#tests/analytics-dashboard-factory.ts';
import { AnalyticsCards } from './analytics-cards.tsx';
import { analyticsCopy } from './analytics-copy.ts';
import { breakdownGroups } from './breakdown-groups.ts';

const copy = analyticsCopy;
const titles = copy.cards;
const groups = titles.groups;
const tabs = copy.dimensions.tabs;

function renderCards(data: AnalyticsDashboard | undefined) {
  const onFilter = vi.fn();
  const user = userEvent.setup();
  render(
    <AnalyticsCards
      data={data}
      onFilter={onFilter}
      exportHref={(card) => `/export?card=${card}`}
    />,
  );
  return { onFilter, user };
}

const card = (title: string) => screen.getByRole('region', { name: title });
const rowButtons = (title: string) =>
  within(within(card(title)).getByRole('tabpanel')).getAllByRole('button');

/** Opens a group card's tab and answers the open panel. */
async function openTab(user: ReturnType<typeof userEvent.setup>, group: string, tab: string) {
  await user.click(within(card(group)).getByRole('tab', { name: tab }));
  return within(card(group)).getByRole('tabpanel', { name: tab });
}

describe('analytics cards', () => {
  it('shows every ranked card once, as a tab of one of the group cards', () => {
    const shown = breakdownGroups.flatMap((group) => group.cards);
    expect([...shown].sort()).toEqual([...analyticsBreakdownCardIds].sort());
  });

  it('lists the top pages with their views, most first, the first tab open', () => {
    renderCards(analyticsDashboard());
    const pages = within(card(groups.pages)).getByRole('tabpanel', { name: tabs.pages });
    const rows = within(pages).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '/1,460 views',
      '/checkout512 views',
      '/faq388 views',
      '/states/texas-child-support274 views',
      '/blog/modify-child-support-order190 views',
    ]);
  });

  it.each([
    [
      groups.pages,
      tabs.entryPages,
      'Filter by Entry page: /states/texas-child-support',
      'entry',
      '/states/texas-child-support',
    ],
    [groups.pages, tabs.exitPages, 'Filter by Exit page: /checkout', 'exit', '/checkout'],
    [groups.sources, tabs.sources, 'Filter by Source: Google', 'source', 'Google'],
    [groups.sources, tabs.mediums, 'Filter by UTM medium: email', 'medium', 'email'],
    [
      groups.sources,
      tabs.campaigns,
      'Filter by UTM campaign: november-guide',
      'campaign',
      'november-guide',
    ],
    [groups.technology, tabs.devices, 'Filter by Device: mobile', 'device', 'mobile'],
    [groups.technology, tabs.browsers, 'Filter by Browser: Safari', 'browser', 'Safari'],
    [groups.technology, tabs.operatingSystems, 'Filter by Operating system: iOS', 'os', 'iOS'],
    [groups.places, tabs.countries, 'Filter by Country: Canada', 'country', 'CA'],
    [groups.places, tabs.regions, 'Filter by State: Texas', 'region', 'TX'],
  ])('%s, %s: a click on "%s" filters by %s %s', async (group, tab, name, dimension, key) => {
    const { onFilter, user } = renderCards(analyticsDashboard());
    const panel = await openTab(user, group, tab);
    await user.click(within(panel).getByRole('button', { name }));
    expect(onFilter).toHaveBeenCalledExactlyOnceWith(dimension, key);
  });

  it('counts views or sessions as the card counts them', async () => {
    const { user } = renderCards(analyticsDashboard());
    const sources = within(card(groups.sources)).getByRole('tabpanel');
    expect(within(sources).getByText('540 sessions')).toBeInTheDocument();
    const devices = await openTab(user, groups.technology, tabs.devices);
    expect(within(devices).getByText('1,902 views')).toBeInTheDocument();
    const browsers = await openTab(user, groups.technology, tabs.browsers);
    expect(within(browsers).getByText('702 sessions')).toBeInTheDocument();
  });

  it('shows each source with its group, and Direct alone', () => {
    renderCards(analyticsDashboard());
    const rows = rowButtons(groups.sources);
    expect(rows.map((row) => row.textContent)).toEqual([
      'GoogleSearch540 sessions',
      'Direct402 sessions',
      'FacebookSocial171 sessions',
      'newsletterCampaign98 sessions',
      'BingSearch73 sessions',
    ]);
  });

  it('names countries and US states, and keeps a code it does not know', async () => {
    const { breakdowns } = analyticsDashboard();
    const { user } = renderCards(
      analyticsDashboard({
        breakdowns: {
          ...breakdowns,
          countries: [
            { key: 'US', count: 3 },
            { key: 'DE', count: 2 },
            { key: 'XYZ', count: 1 },
          ],
        },
      }),
    );
    const countries = within(card(groups.places)).getByRole('tabpanel', { name: tabs.countries });
    expect(
      within(countries)
        .getAllByRole('button')
        .map((row) => row.textContent),
    ).toEqual(['United States3 sessions', 'Germany2 sessions', 'XYZ1 session']);
    const states = await openTab(user, groups.places, tabs.regions);
    expect(
      within(states).getByRole('button', { name: 'Filter by State: Texas' }),
    ).toHaveTextContent('Texas402 sessions');
  });

  it('gives every card a CSV link named after the card, the group cards following the open tab', async () => {
    const { user } = renderCards(analyticsDashboard());
    const link = (name: string) => screen.getByRole('link', { name: `Download ${name} as CSV` });
    expect(link(titles.sources)).toHaveAttribute('href', '/export?card=sources');
    expect(link(titles.sources)).toHaveAttribute('download');
    expect(link(titles.sources)).toHaveTextContent(copy.export.link);
    expect(link(titles.pages)).toHaveAttribute('href', '/export?card=pages');
    expect(link(titles.goals)).toHaveAttribute('href', '/export?card=goals');
    expect(link(titles.revenueBySource)).toHaveAttribute('href', '/export?card=revenueBySource');

    await openTab(user, groups.sources, tabs.campaigns);
    expect(link(titles.campaigns)).toHaveAttribute('href', '/export?card=campaigns');
    expect(screen.queryByRole('link', { name: `Download ${titles.sources} as CSV` })).toBeNull();
  });

  it('names each goal, with its sessions and their share of all sessions', () => {
    renderCards(
      analyticsDashboard({
        goals: [
          { goal: 'engaged', sessions: 611, rate: 0.4759 },
          { goal: 'deeply_engaged', sessions: 201, rate: 0.1565 },
          { goal: 'scroll:75', sessions: 190, rate: 0.148 },
          { goal: 'cta:hero', sessions: 133, rate: 0.1036 },
          { goal: 'begin_checkout', sessions: 64, rate: 0.0498 },
          { goal: 'video_play', sessions: 31, rate: 0.0241 },
          { goal: 'purchase', sessions: 1, rate: 0.0008 },
        ],
      }),
    );
    const rows = within(card(titles.goals)).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Engaged (30 s)611 sessions 47.6% of sessions',
      'Deeply engaged (2 min)201 sessions 15.7% of sessions',
      'Scrolled 75%190 sessions 14.8% of sessions',
      'Call to action: hero133 sessions 10.4% of sessions',
      'Checkout started64 sessions 5.0% of sessions',
      'Video played31 sessions 2.4% of sessions',
      'Purchase1 session 0.1% of sessions',
    ]);
  });

  it('keeps revenue by source, with the source group, the funnel and the recent activity', () => {
    renderCards(analyticsDashboard());
    const revenue = within(card(titles.revenueBySource)).getAllByRole('listitem');
    expect(revenue[0]).toHaveTextContent('GoogleSearch$564.00 12 purchases');
    expect(within(card(titles.funnel)).getByText('Purchased')).toBeInTheDocument();
    expect(within(card(titles.recentActivity)).getByText('/checkout')).toBeInTheDocument();
  });

  it('says so when a period has nothing to show', async () => {
    const { user } = renderCards(emptyAnalyticsDashboard());
    expect(within(card(groups.pages)).getByText(copy.noPageViews)).toBeInTheDocument();
    expect(within(card(groups.sources)).getByText(copy.noSessions)).toBeInTheDocument();
    expect(await openTab(user, groups.sources, tabs.mediums)).toHaveTextContent(
      copy.dimensions.empty.mediums,
    );
    expect(await openTab(user, groups.places, tabs.regions)).toHaveTextContent(
      copy.dimensions.empty.regions,
    );
    expect(within(card(titles.goals)).getByText(copy.goals.empty)).toBeInTheDocument();
    expect(within(card(titles.revenueBySource)).getByText(copy.noPurchases)).toBeInTheDocument();
  });

  it('shows placeholders, no rows, while the first load runs', () => {
    renderCards(undefined);
    expect(screen.queryAllByRole('listitem')).toEqual([]);
    expect(
      screen.getByRole('link', { name: `Download ${titles.goals} as CSV` }),
    ).toBeInTheDocument();
  });
});
