import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ConversionType } from '#server/db/analytics-schema.ts';
import { selectRows } from '#server/db/database.ts';
import { emptyAnalyticsDashboard } from '#tests/analytics-dashboard-factory.ts';
import {
  ctaClick,
  namedGoalEvent,
  newVisit,
  pageView,
  phone,
  scrollDepth,
  sessionUpdate,
  texas,
  france,
  type Visit,
} from '#tests/analytics-events.ts';
import { testDrivers, useTestDatabase } from '#tests/test-database.ts';
import {
  analyticsDashboardSchema,
  analyticsPeriods,
  type AnalyticsQuery,
} from '#shared/contracts/admin-analytics.ts';
import { recordConversion, recordRefundConversion } from '../storage/analytics-store-repository.ts';
import { storeAnalyticsBatch } from '../storage/analytics-store.ts';
import { analyticsDashboard, analyticsExportRows } from './dashboard-service.ts';
import { zoneSettings } from '#tests/zone-settings.ts';

const now = new Date('2026-11-20T12:00:00Z');
const at = (iso: string) => new Date(iso);
const minutesAgo = (count: number) => new Date(now.getTime() - count * 60_000);
const noRows = {
  pages: [],
  entryPages: [],
  exitPages: [],
  sources: [],
  mediums: [],
  campaigns: [],
  devices: [],
  browsers: [],
  operatingSystems: [],
  countries: [],
  regions: [],
};

describe.each(testDrivers)('the analytics dashboard on %s', (driver) => {
  const database = useTestDatabase(driver);

  const db = () => database().handle.db;
  const dashboard = async (query: Partial<AnalyticsQuery> = {}, clock = now) =>
    analyticsDashboardSchema.parse(
      await analyticsDashboard(
        { db: db(), clock: () => clock, settings: zoneSettings() },
        { period: '7', ...query },
      ),
    );
  const convert = (
    orderId: string,
    type: ConversionType,
    visit: Partial<Visit>,
    revenueCents: number,
    when: Date,
  ) =>
    db().transaction((tx) =>
      recordConversion(tx, {
        orderId,
        type,
        sessionId: visit.sessionId ?? null,
        visitorId: visit.visitorId ?? null,
        revenueCents,
        at: when,
      }),
    );

  it.each(analyticsPeriods)(
    'answers zeros and each empty day of %s and the period before on an empty database',
    async (period) => {
      const lastDay = period === 'yesterday' ? '2026-11-19' : '2026-11-20';
      expect(await dashboard({ period })).toEqual(emptyAnalyticsDashboard(period, lastDay));
    },
  );

  it('reads the days by the server clock, a moment before and after midnight', async () => {
    const before = await dashboard({ period: 'today' }, at('2026-11-20T23:59:59.999Z'));
    const after = await dashboard({ period: 'today' }, at('2026-11-21T00:00:00.000Z'));
    expect([before.from, before.previous.from]).toEqual(['2026-11-20', '2026-11-19']);
    expect([after.from, after.previous.from]).toEqual(['2026-11-21', '2026-11-20']);
    const yesterday = await dashboard({ period: 'yesterday' }, at('2026-11-21T00:00:00.000Z'));
    expect(yesterday).toMatchObject({ from: '2026-11-20', to: '2026-11-20' });
    expect(yesterday.previous).toMatchObject({ from: '2026-11-19', to: '2026-11-19' });
  });

  it('gives the exact figures of a small stream and of the week before', async () => {
    const visitorA = newVisit().visitorId;
    const a1 = newVisit(visitorA);
    const a2 = newVisit(visitorA);
    const b1 = newVisit();
    const c1 = newVisit();
    await storeAnalyticsBatch(db(), [
      pageView(b1, at('2026-11-10T09:00:00Z')),
      sessionUpdate(b1, at('2026-11-10T09:01:00Z'), 40),
      // Starts on the first day of the 7-day period and runs past midnight.
      pageView(a1, at('2026-11-14T23:50:00Z'), { utmSource: 'google' }),
      pageView(a1, at('2026-11-15T00:05:00Z'), { pagePath: '/checkout' }),
      sessionUpdate(a1, at('2026-11-15T00:05:00Z'), 900),
    ]);
    await convert('ord_1', 'begin_checkout', a1, 0, at('2026-11-15T00:06:00Z'));
    await convert('ord_1', 'purchase', a1, 4700, at('2026-11-15T00:10:00Z'));
    await convert('ord_2', 'purchase', {}, 2500, at('2026-11-19T08:00:00Z'));
    await storeAnalyticsBatch(db(), [
      pageView(c1, minutesAgo(31)),
      pageView(a2, minutesAgo(29), { pagePath: '/blog' }, phone),
      sessionUpdate(a2, minutesAgo(29), 10),
    ]);

    expect(await dashboard()).toEqual({
      period: '7',
      filters: {},
      from: '2026-11-14',
      to: '2026-11-20',
      totalVisitors: 3,
      uniqueVisitors: 2,
      pageViews: 4,
      viewsPerSession: 4 / 3,
      bounceRate: 2 / 3,
      avgSessionSeconds: 910 / 3,
      revenue: 72,
      grossRevenue: 72,
      refundedRevenue: 0,
      purchases: 2,
      // Paid orders per visit: the untracked order counts too (decision 092).
      conversionRate: 2 / 3,
      previous: {
        from: '2026-11-07',
        to: '2026-11-13',
        totalVisitors: 1,
        uniqueVisitors: 1,
        pageViews: 1,
        viewsPerSession: 1,
        bounceRate: 0,
        avgSessionSeconds: 40,
        revenue: 0,
        grossRevenue: 0,
        refundedRevenue: 0,
        purchases: 0,
        conversionRate: 0,
      },
      activeUsers: 1,
      breakdowns: {
        ...noRows,
        pages: [
          { key: '/', count: 2 },
          { key: '/blog', count: 1 },
          { key: '/checkout', count: 1 },
        ],
        entryPages: [
          { key: '/', count: 2 },
          { key: '/blog', count: 1 },
        ],
        exitPages: [
          { key: '/', count: 1 },
          { key: '/blog', count: 1 },
          { key: '/checkout', count: 1 },
        ],
        sources: [
          { key: 'Direct', count: 2 },
          { key: 'Google', count: 1 },
        ],
        // Untagged visits take their source's class: a search engine is organic, direct (none).
        mediums: [
          { key: '(none)', count: 2 },
          { key: 'organic', count: 1 },
        ],
        devices: [
          { key: 'desktop', count: 3 },
          { key: 'mobile', count: 1 },
        ],
        browsers: [
          { key: 'Firefox', count: 2 },
          { key: 'Mobile Safari', count: 1 },
        ],
        operatingSystems: [
          { key: 'Linux', count: 2 },
          { key: 'iOS', count: 1 },
        ],
      },
      goals: [
        { goal: 'begin_checkout', sessions: 1, rate: 1 / 3 },
        { goal: 'purchase', sessions: 1, rate: 1 / 3 },
      ],
      recentActivity: [
        { path: '/blog', at: minutesAgo(29).toISOString(), device: 'mobile' },
        { path: '/', at: minutesAgo(31).toISOString(), device: 'desktop' },
        { path: '/checkout', at: '2026-11-15T00:05:00.000Z', device: 'desktop' },
        { path: '/', at: '2026-11-14T23:50:00.000Z', device: 'desktop' },
        { path: '/', at: '2026-11-10T09:00:00.000Z', device: 'desktop' },
      ],
      daily: [
        { day: '2026-11-14', visitors: 1, pageViews: 1, conversions: 0, revenue: 0 },
        { day: '2026-11-15', visitors: 0, pageViews: 1, conversions: 1, revenue: 47 },
        { day: '2026-11-16', visitors: 0, pageViews: 0, conversions: 0, revenue: 0 },
        { day: '2026-11-17', visitors: 0, pageViews: 0, conversions: 0, revenue: 0 },
        { day: '2026-11-18', visitors: 0, pageViews: 0, conversions: 0, revenue: 0 },
        { day: '2026-11-19', visitors: 0, pageViews: 0, conversions: 1, revenue: 25 },
        { day: '2026-11-20', visitors: 2, pageViews: 2, conversions: 0, revenue: 0 },
      ],
      funnel: { sessions: 3, viewedCheckout: 1, startedPayment: 1, purchased: 1 },
      revenueBySource: [
        { source: 'Google', purchases: 1, revenue: 47 },
        { source: 'Not tracked', purchases: 1, revenue: 25 },
      ],
    });

    const fortnight = await dashboard({ period: '14' });
    expect(fortnight).toMatchObject({
      from: '2026-11-07',
      totalVisitors: 4,
      uniqueVisitors: 3,
      pageViews: 5,
      bounceRate: 2 / 4,
      avgSessionSeconds: 950 / 4,
      conversionRate: 2 / 4,
    });
    expect(fortnight.breakdowns.pages[0]).toEqual({ key: '/', count: 3 });
    expect((await dashboard({ period: 'today' })).previous).toMatchObject({
      from: '2026-11-19',
      totalVisitors: 0,
      purchases: 1,
      revenue: 25,
    });
  });

  it('counts the distinct visitors of every period and the one before as the raw sessions do', async () => {
    const returning = newVisit().visitorId;
    const weekly = newVisit().visitorId;
    const moments = [
      [returning, '2026-10-01T10:00:00Z'],
      [returning, '2026-11-06T10:00:00Z'],
      [returning, '2026-11-06T18:00:00Z'],
      [returning, '2026-11-13T23:59:00Z'],
      [returning, '2026-11-14T00:01:00Z'],
      [returning, '2026-11-20T09:00:00Z'],
      [weekly, '2026-11-05T10:00:00Z'],
      [weekly, '2026-11-12T10:00:00Z'],
      [weekly, '2026-11-19T10:00:00Z'],
      [newVisit().visitorId, '2026-11-19T10:00:00Z'],
      [newVisit().visitorId, '2026-08-20T10:00:00Z'],
    ] as const;
    // One batch per session, in time order, as the tracker sends them.
    for (const [visitorId, moment] of moments) {
      await storeAnalyticsBatch(db(), [pageView(newVisit(visitorId), at(moment))]);
    }
    const distinctVisitors = async (from: string, to: string) => {
      const [row] = await selectRows<{ visitors: number }>(
        db(),
        sql`select count(distinct visitor_id)::int as visitors from analytics_sessions
          where (started_at at time zone 'UTC')::date between ${from} and ${to}`,
      );
      return row?.visitors;
    };
    for (const period of analyticsPeriods) {
      const answer = await dashboard({ period });
      expect(answer.uniqueVisitors).toBe(await distinctVisitors(answer.from, answer.to));
      expect(answer.previous.uniqueVisitors).toBe(
        await distinctVisitors(answer.previous.from, answer.previous.to),
      );
    }
    const week = await dashboard();
    expect(week).toMatchObject({ totalVisitors: 4, uniqueVisitors: 3 });
    expect(week.previous).toMatchObject({ totalVisitors: 2, uniqueVisitors: 2 });
  });

  it('still counts a visitor whose latest session started after today by this clock', async () => {
    // Another instance's clock a little ahead: the later session is on tomorrow's row.
    const visitorId = newVisit().visitorId;
    await storeAnalyticsBatch(db(), [pageView(newVisit(visitorId), minutesAgo(60))]);
    await storeAnalyticsBatch(db(), [pageView(newVisit(visitorId), at('2026-11-21T00:00:01Z'))]);
    expect(await dashboard()).toMatchObject({ totalVisitors: 1, uniqueVisitors: 1 });
  });

  it('lists the goals reached, most first, each with its rate against sessions', async () => {
    const [first, second, third, fourth] = [newVisit(), newVisit(), newVisit(), newVisit()];
    const when = minutesAgo(120);
    await storeAnalyticsBatch(db(), [
      ...[first, second, third, fourth].map((visit) => pageView(visit, when)),
      ctaClick(first, when, 'hero'),
      ctaClick(first, when, 'hero'),
      ctaClick(second, when, 'hero'),
      ctaClick(second, when, 'footer'),
      scrollDepth(first, when, 50),
      scrollDepth(second, when, 50),
      scrollDepth(third, when, 50),
      scrollDepth(first, when, 90),
      namedGoalEvent(first, when, 'engaged_visitor'),
      namedGoalEvent(first, when, 'deeply_engaged_visitor'),
      namedGoalEvent(third, when, 'video_play'),
    ]);
    await convert('ord_g', 'begin_checkout', first, 0, when);
    await convert('ord_g', 'purchase', first, 4700, when);
    await storeAnalyticsBatch(db(), []);
    expect((await dashboard()).goals).toEqual([
      { goal: 'scroll:50', sessions: 3, rate: 3 / 4 },
      { goal: 'cta:hero', sessions: 2, rate: 2 / 4 },
      { goal: 'begin_checkout', sessions: 1, rate: 1 / 4 },
      { goal: 'cta:footer', sessions: 1, rate: 1 / 4 },
      { goal: 'deeply_engaged', sessions: 1, rate: 1 / 4 },
      { goal: 'engaged', sessions: 1, rate: 1 / 4 },
      { goal: 'purchase', sessions: 1, rate: 1 / 4 },
      { goal: 'scroll:90', sessions: 1, rate: 1 / 4 },
      { goal: 'video_play', sessions: 1, rate: 1 / 4 },
    ]);
    expect((await dashboard({ period: 'yesterday' })).goals).toEqual([]);
  });

  it('fills the place, campaign and software cards, sessions without a value left out', async () => {
    const when = minutesAgo(120);
    const utm = { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'november' };
    await storeAnalyticsBatch(db(), [
      pageView(newVisit(), when, utm, phone, texas),
      pageView(newVisit(), when, utm, undefined, texas),
      pageView(newVisit(), when, {}, undefined, france),
      pageView(newVisit(), when),
    ]);
    expect((await dashboard()).breakdowns).toMatchObject({
      sources: [
        { key: 'Direct', count: 2 },
        { key: 'newsletter', count: 2 },
      ],
      // Direct visits have the medium (none); only tagged ones have a campaign.
      mediums: [
        { key: '(none)', count: 2 },
        { key: 'email', count: 2 },
      ],
      campaigns: [{ key: 'november', count: 2 }],
      countries: [
        { key: 'US', count: 2 },
        { key: 'FR', count: 1 },
      ],
      regions: [{ key: 'TX', count: 2 }],
      browsers: [
        { key: 'Firefox', count: 3 },
        { key: 'Mobile Safari', count: 1 },
      ],
      operatingSystems: [
        { key: 'Linux', count: 3 },
        { key: 'iOS', count: 1 },
      ],
    });
  });

  it('ranks ties by key in byte order, lists five rows and exports them all', async () => {
    const paths = ['/b', '/a', '/B', '/c', '/d', '/e', '/f'];
    const counts = [2, 2, 2, 2, 1, 1, 3];
    const events = paths.flatMap((pagePath, index) =>
      Array.from({ length: counts[index] ?? 0 }, (_, view) =>
        pageView(newVisit(), minutesAgo(60 + view), { pagePath }),
      ),
    );
    await storeAnalyticsBatch(db(), events);
    const answer = await dashboard();
    const ranked = [
      { key: '/f', count: 3 },
      { key: '/B', count: 2 },
      { key: '/a', count: 2 },
      { key: '/b', count: 2 },
      { key: '/c', count: 2 },
      { key: '/d', count: 1 },
      { key: '/e', count: 1 },
    ];
    expect(answer.breakdowns.pages).toEqual(ranked.slice(0, 5));
    expect(answer.breakdowns.entryPages).toEqual(ranked.slice(0, 5));
    expect(answer.breakdowns.devices).toEqual([{ key: 'desktop', count: 13 }]);
    const ctx = { db: db(), clock: () => now, settings: zoneSettings() };
    expect(await analyticsExportRows(ctx, { period: '7', card: 'pages' })).toEqual({
      from: '2026-11-14',
      to: '2026-11-20',
      card: 'pages',
      rows: ranked,
    });
    expect((await analyticsExportRows(ctx, { period: '7', card: 'exitPages' })).rows).toEqual(
      ranked,
    );
    const daily = await analyticsExportRows(ctx, { period: '7', card: 'daily' });
    expect(daily.rows).toEqual(answer.daily);
  });

  it('answers the selected sessions only when a filter is set, and says which', async () => {
    const [google, direct] = [newVisit(), newVisit()];
    await storeAnalyticsBatch(db(), [
      pageView(google, minutesAgo(10), { utmSource: 'google' }),
      pageView(google, minutesAgo(9), { pagePath: '/faq' }),
      pageView(direct, minutesAgo(8)),
    ]);
    const filtered = await dashboard({ source: 'Google' });
    expect(filtered).toMatchObject({
      filters: { source: 'Google' },
      totalVisitors: 1,
      pageViews: 2,
      activeUsers: 1,
    });
    expect(filtered.breakdowns.exitPages).toEqual([{ key: '/faq', count: 1 }]);
    expect(filtered.recentActivity.map((view) => view.path)).toEqual(['/faq', '/']);
    expect(await dashboard({ source: 'Google', device: 'mobile' })).toMatchObject({
      filters: { source: 'Google', device: 'mobile' },
      totalVisitors: 0,
      activeUsers: 0,
    });
    const sources = await analyticsExportRows(
      { db: db(), clock: () => now, settings: zoneSettings() },
      { period: '7', card: 'sources', source: 'Google' },
    );
    expect(sources.rows).toEqual([{ key: 'Google', count: 1 }]);
  });

  it('ranks revenue by first-touch source by revenue, then purchases, then name', async () => {
    const visits = ['zeta', 'alpha', 'beta', 'gamma'].map((utmSource) => ({
      visit: newVisit(),
      utmSource,
    }));
    await storeAnalyticsBatch(
      db(),
      visits.map(({ visit, utmSource }) => pageView(visit, minutesAgo(120), { utmSource })),
    );
    const [zeta, alpha, beta, gamma] = visits.map(({ visit }) => visit);
    await convert('ord_z', 'purchase', zeta ?? {}, 5000, minutesAgo(100));
    await convert('ord_a', 'purchase', alpha ?? {}, 2500, minutesAgo(100));
    await convert('ord_a2', 'purchase', alpha ?? {}, 2500, minutesAgo(100));
    await convert('ord_b', 'purchase', beta ?? {}, 5000, minutesAgo(100));
    await convert('ord_g', 'purchase', gamma ?? {}, 900, minutesAgo(100));
    await storeAnalyticsBatch(db(), []);
    const expected = [
      { source: 'alpha', purchases: 2, revenue: 50 },
      { source: 'beta', purchases: 1, revenue: 50 },
      { source: 'zeta', purchases: 1, revenue: 50 },
      { source: 'gamma', purchases: 1, revenue: 9 },
    ];
    expect((await dashboard()).revenueBySource).toEqual(expected);
    const exported = await analyticsExportRows(
      { db: db(), clock: () => now, settings: zoneSettings() },
      { period: '7', card: 'revenueBySource' },
    );
    expect(exported.rows).toEqual(expected);
  });

  it("takes a refund back from its sale's day and source, whenever it is rolled up", async () => {
    const visit = newVisit();
    await storeAnalyticsBatch(db(), [pageView(visit, minutesAgo(3000), { utmSource: 'google' })]);
    await convert('ord_kept', 'purchase', visit, 4700, at('2026-11-18T10:00:00Z'));
    await convert('ord_back', 'purchase', visit, 2500, at('2026-11-18T11:00:00Z'));
    await convert('ord_late', 'purchase', {}, 5900, at('2026-11-19T09:00:00Z'));
    await storeAnalyticsBatch(db(), []);
    // One refund after its purchase was rolled up, one rolled up with its purchase.
    await db().transaction((tx) => recordRefundConversion(tx, 'ord_back'));
    await convert('ord_both', 'purchase', {}, 1000, at('2026-11-19T10:00:00Z'));
    await db().transaction((tx) => recordRefundConversion(tx, 'ord_both'));
    await storeAnalyticsBatch(db(), []);

    const week = await dashboard();
    expect(week).toMatchObject({ revenue: 106, grossRevenue: 141, refundedRevenue: 35 });
    expect(week.daily.filter((day) => day.revenue !== 0)).toEqual([
      { day: '2026-11-18', visitors: 1, pageViews: 1, conversions: 2, revenue: 47 },
      { day: '2026-11-19', visitors: 0, pageViews: 0, conversions: 2, revenue: 59 },
    ]);
    expect(week.revenueBySource).toEqual([
      { source: 'Not tracked', purchases: 1, revenue: 59 },
      { source: 'Google', purchases: 1, revenue: 47 },
    ]);
    expect(week.funnel.purchased).toBe(1);
  });

  it('counts as active the sessions whose latest event is at most 30 minutes old', async () => {
    const [recent, old, edge] = [newVisit(), newVisit(), newVisit()];
    await storeAnalyticsBatch(db(), [
      pageView(old, minutesAgo(90)),
      pageView(recent, minutesAgo(45)),
      sessionUpdate(recent, minutesAgo(29), 960),
      pageView(edge, minutesAgo(31)),
    ]);
    expect((await dashboard()).activeUsers).toBe(1);
    await storeAnalyticsBatch(db(), [sessionUpdate(edge, minutesAgo(30), 60)]);
    expect((await dashboard()).activeUsers).toBe(2);
  });
});
