import { describe, expect, it } from 'vitest';
import type { ConversionType } from '#server/db/analytics-schema.ts';
import { emptyAnalyticsDashboard } from '#tests/analytics-dashboard-factory.ts';
import { newVisit, pageView, phone, sessionUpdate, type Visit } from '#tests/analytics-events.ts';
import { testDrivers, useTestDatabase } from '#tests/test-database.ts';
import { analyticsDashboardSchema, analyticsPeriods } from '#shared/contracts/admin-analytics.ts';
import { recordConversion, recordRefundConversion } from './analytics-store-repository.ts';
import { storeAnalyticsBatch } from './analytics-store.ts';
import { analyticsDashboard } from './dashboard-service.ts';

const now = new Date('2026-11-20T12:00:00Z');
const at = (iso: string) => new Date(iso);
const minutesAgo = (count: number) => new Date(now.getTime() - count * 60_000);

describe.each(testDrivers)('the analytics dashboard on %s', (driver) => {
  const database = useTestDatabase(driver);

  const db = () => database().handle.db;
  const dashboard = async (days: (typeof analyticsPeriods)[number]) =>
    analyticsDashboardSchema.parse(await analyticsDashboard({ db: db(), clock: () => now }, days));
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
    'answers zeros and %i empty days on an empty database',
    async (days) => {
      expect(await dashboard(days)).toEqual(emptyAnalyticsDashboard(days, '2026-11-20'));
    },
  );

  it('gives the exact figures of a small stream', async () => {
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

    const week = await dashboard(7);
    expect(week).toEqual({
      days: 7,
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
      conversionRate: 1 / 3,
      activeUsers: 1,
      topPages: [
        { path: '/', views: 2 },
        { path: '/blog', views: 1 },
        { path: '/checkout', views: 1 },
      ],
      trafficSources: [
        { source: '/', sessions: 1 },
        { source: '/blog', sessions: 1 },
        { source: 'google', sessions: 1 },
      ],
      devices: [
        { device: 'desktop', views: 3 },
        { device: 'mobile', views: 1 },
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
        { source: 'google', purchases: 1, revenue: 47 },
        { source: 'Not tracked', purchases: 1, revenue: 25 },
      ],
    });

    const fortnight = await dashboard(14);
    expect(fortnight).toMatchObject({
      from: '2026-11-07',
      totalVisitors: 4,
      uniqueVisitors: 3,
      pageViews: 5,
      bounceRate: 2 / 4,
      avgSessionSeconds: 950 / 4,
      conversionRate: 1 / 4,
    });
    expect(fortnight.topPages[0]).toEqual({ path: '/', views: 3 });
  });

  it('counts a returning visitor once, in the period of any of its sessions', async () => {
    const visitorId = newVisit().visitorId;
    await storeAnalyticsBatch(db(), [pageView(newVisit(visitorId), at('2026-11-01T10:00:00Z'))]);
    await storeAnalyticsBatch(db(), [pageView(newVisit(visitorId), at('2026-11-19T10:00:00Z'))]);
    await storeAnalyticsBatch(db(), [pageView(newVisit(visitorId), at('2026-11-20T10:00:00Z'))]);
    expect(await dashboard(7)).toMatchObject({ totalVisitors: 2, uniqueVisitors: 1 });
    expect(await dashboard(30)).toMatchObject({ totalVisitors: 3, uniqueVisitors: 1 });
  });

  it('still counts a visitor whose latest session started after today by this clock', async () => {
    // Another instance's clock a little ahead: the visitor is counted on tomorrow's row.
    const visitorId = newVisit().visitorId;
    await storeAnalyticsBatch(db(), [pageView(newVisit(visitorId), minutesAgo(60))]);
    await storeAnalyticsBatch(db(), [pageView(newVisit(visitorId), at('2026-11-21T00:00:01Z'))]);
    expect(await dashboard(7)).toMatchObject({ totalVisitors: 1, uniqueVisitors: 1 });
  });

  it('orders ties by key in byte order and keeps five pages and five sources', async () => {
    const paths = ['/b', '/a', '/B', '/c', '/d', '/e', '/f'];
    const counts = [2, 2, 2, 2, 1, 1, 3];
    const events = paths.flatMap((pagePath, index) =>
      Array.from({ length: counts[index] ?? 0 }, (_, view) =>
        pageView(newVisit(), minutesAgo(60 + view), { pagePath }),
      ),
    );
    await storeAnalyticsBatch(db(), events);
    const answer = await dashboard(7);
    expect(answer.topPages).toEqual([
      { path: '/f', views: 3 },
      { path: '/B', views: 2 },
      { path: '/a', views: 2 },
      { path: '/b', views: 2 },
      { path: '/c', views: 2 },
    ]);
    expect(answer.trafficSources.map((entry) => entry.source)).toEqual([
      '/f',
      '/B',
      '/a',
      '/b',
      '/c',
    ]);
    expect(answer.devices).toEqual([{ device: 'desktop', views: 13 }]);
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
    expect((await dashboard(7)).revenueBySource).toEqual([
      { source: 'alpha', purchases: 2, revenue: 50 },
      { source: 'beta', purchases: 1, revenue: 50 },
      { source: 'zeta', purchases: 1, revenue: 50 },
      { source: 'gamma', purchases: 1, revenue: 9 },
    ]);
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

    const week = await dashboard(7);
    expect(week).toMatchObject({ revenue: 106, grossRevenue: 141, refundedRevenue: 35 });
    expect(week.daily.filter((day) => day.revenue !== 0)).toEqual([
      { day: '2026-11-18', visitors: 1, pageViews: 1, conversions: 2, revenue: 47 },
      { day: '2026-11-19', visitors: 0, pageViews: 0, conversions: 2, revenue: 59 },
    ]);
    expect(week.revenueBySource).toEqual([
      { source: 'Not tracked', purchases: 1, revenue: 59 },
      { source: 'google', purchases: 1, revenue: 47 },
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
    expect((await dashboard(7)).activeUsers).toBe(1);
    await storeAnalyticsBatch(db(), [sessionUpdate(edge, minutesAgo(30), 60)]);
    expect((await dashboard(7)).activeUsers).toBe(2);
  });
});
