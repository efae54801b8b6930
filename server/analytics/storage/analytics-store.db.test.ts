import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '#server/db/database.ts';
import { firstVisitDay } from '#server/db/analytics-schema.ts';
import {
  ctaClick,
  desktop,
  france,
  namedGoalEvent,
  newVisit,
  pageView,
  phone,
  scrollDepth,
  sessionUpdate,
  testHost,
  texas,
  trackedEvent,
} from '#tests/analytics-events.ts';
import { testDrivers, useTestDatabase } from '#tests/test-database.ts';
import { recordConversion } from './analytics-store-repository.ts';
import { storeAnalyticsBatch } from './analytics-store.ts';

const day1 = new Date('2026-11-01T10:00:00Z');
const day2 = new Date('2026-11-02T10:00:00Z');
const minutes = (from: Date, count: number) => new Date(from.getTime() + count * 60_000);

interface DailyRow {
  day: string;
  sessions: number;
  bounced_sessions: number;
  duration_seconds: string;
  page_views: number;
  checkout_sessions: number;
  payment_sessions: number;
  converted_sessions: number;
  conversions: number;
  revenue_cents: string;
}

describe.each(testDrivers)('the analytics store on %s', (driver) => {
  const database = useTestDatabase(driver);

  const db = () => database().handle.db;
  const daily = () =>
    selectRows<DailyRow>(db(), sql`select * from analytics_daily order by day`).then((rows) =>
      rows.map((row) => ({
        ...row,
        duration_seconds: Number(row.duration_seconds),
        revenue_cents: Number(row.revenue_cents),
      })),
    );
  const breakdown = (dimension: string) =>
    selectRows<{ key: string; count: number; revenue_cents: string }>(
      db(),
      sql`select key, sum(count)::int as count, sum(revenue_cents)::text as revenue_cents
          from analytics_daily_breakdown where dimension = ${dimension} group by key order by key`,
    );

  it('opens a session with its first page view and counts it on its start day', async () => {
    const visit = newVisit();
    await storeAnalyticsBatch(db(), [
      pageView(visit, day1, { pagePath: '/blog', utmSource: 'newsletter' }, phone),
      pageView(visit, minutes(day1, 1), { pagePath: '/checkout' }, phone),
      sessionUpdate(visit, minutes(day1, 2), 95),
      trackedEvent(visit, minutes(day1, 2), { eventName: 'scroll_depth', scrollPercentage: 50 }),
    ]);
    const [session] = await selectRows<Record<string, unknown>>(
      db(),
      sql`select * from analytics_sessions`,
    );
    expect(session).toMatchObject({
      id: visit.sessionId,
      visitor_id: visit.visitorId,
      entry_page: '/blog',
      source: 'newsletter',
      device_type: 'mobile',
      page_views: 2,
      duration_seconds: 95,
      is_bounce: false,
      viewed_checkout: true,
    });
    expect(await daily()).toMatchObject([
      {
        day: '2026-11-01',
        sessions: 1,
        bounced_sessions: 0,
        duration_seconds: 95,
        page_views: 2,
        checkout_sessions: 1,
      },
    ]);
    expect(await breakdown('page')).toMatchObject([
      { key: '/blog', count: 1 },
      { key: '/checkout', count: 1 },
    ]);
    expect(await breakdown('source')).toMatchObject([{ key: 'newsletter', count: 1 }]);
    expect(await breakdown('device')).toMatchObject([{ key: 'mobile', count: 2 }]);
    const [events] = await selectRows<{ count: number }>(
      db(),
      sql`select count(*)::int as count from analytics_events where detail->>'scrollPercentage' = '50'`,
    );
    expect(events?.count).toBe(1);
  });

  it('changes a session counted by an earlier flush by the difference only', async () => {
    const visit = newVisit();
    await storeAnalyticsBatch(db(), [pageView(visit, day1), sessionUpdate(visit, day1, 10)]);
    await storeAnalyticsBatch(db(), [sessionUpdate(visit, minutes(day2, 0), 40)]);
    // A shorter report later (another tab) never shortens the visit.
    await storeAnalyticsBatch(db(), [sessionUpdate(visit, minutes(day2, 1), 20)]);
    expect(await daily()).toMatchObject([
      { day: '2026-11-01', sessions: 1, bounced_sessions: 0, duration_seconds: 40 },
    ]);
  });

  it('counts each day a visitor comes back with the day it came before', async () => {
    const visitorId = newVisit().visitorId;
    const day4 = new Date('2026-11-04T10:00:00Z');
    await storeAnalyticsBatch(db(), [
      pageView(newVisit(visitorId), day1),
      pageView(newVisit(visitorId), minutes(day1, 90)),
    ]);
    await storeAnalyticsBatch(db(), [
      pageView(newVisit(visitorId), day2),
      pageView(newVisit(), day2),
    ]);
    await storeAnalyticsBatch(db(), [
      pageView(newVisit(visitorId), day4),
      pageView(newVisit(visitorId), minutes(day4, 30)),
    ]);
    expect(
      await selectRows(
        db(),
        sql`select day::text, previous_day::text, visitors from analytics_visitor_days
            order by day, previous_day`,
      ),
    ).toEqual([
      { day: '2026-11-01', previous_day: firstVisitDay, visitors: 1 },
      { day: '2026-11-02', previous_day: firstVisitDay, visitors: 1 },
      { day: '2026-11-02', previous_day: '2026-11-01', visitors: 1 },
      { day: '2026-11-04', previous_day: '2026-11-02', visitors: 1 },
    ]);
    const [visitor] = await selectRows<{ last_seen_day: string }>(
      db(),
      sql`select last_seen_day::text from analytics_visitors where id = ${visitorId}`,
    );
    expect(visitor?.last_seen_day).toBe('2026-11-04');
    expect((await daily()).map((row) => [row.day, row.sessions])).toEqual([
      ['2026-11-01', 2],
      ['2026-11-02', 2],
      ['2026-11-04', 2],
    ]);
  });

  it('keeps every page of a session in order across flushes, and counts its one exit', async () => {
    const visit = newVisit();
    await storeAnalyticsBatch(db(), [
      pageView(visit, day1, { pagePath: '/' }),
      pageView(visit, minutes(day1, 1), { pagePath: '/blog' }),
    ]);
    expect(await breakdown('exit')).toMatchObject([{ key: '/blog', count: 1 }]);
    // The visit goes on after midnight: still counted on the day it started.
    await storeAnalyticsBatch(db(), [pageView(visit, minutes(day1, 900), { pagePath: '/guide' })]);
    await storeAnalyticsBatch(db(), [
      pageView(visit, minutes(day1, 901), { pagePath: '/blog' }),
      pageView(visit, minutes(day1, 902), { pagePath: '/checkout' }),
    ]);
    const [session] = await selectRows<{ pages: string[] }>(
      db(),
      sql`select pages from analytics_sessions`,
    );
    expect(session?.pages).toEqual(['/', '/blog', '/guide', '/blog', '/checkout']);
    const positive = (rows: { key: string; count: number }[]) =>
      rows.filter((row) => row.count !== 0).map((row) => [row.key, row.count]);
    expect(positive(await breakdown('exit'))).toEqual([['/checkout', 1]]);
    expect(positive(await breakdown('entry'))).toEqual([['/', 1]]);
    expect(
      await selectRows(
        db(),
        sql`select day::text, sum(count)::int as count from analytics_daily_breakdown
            where dimension = 'exit' group by day`,
      ),
    ).toEqual([{ day: '2026-11-01', count: 1 }]);
  });

  it('notes each goal a session reaches once, and none for a session it never saw', async () => {
    const visit = newVisit();
    const stranger = newVisit();
    await storeAnalyticsBatch(db(), [
      ctaClick(stranger, day1, 'hero'),
      pageView(visit, day1),
      ctaClick(visit, minutes(day1, 1), 'hero'),
      ctaClick(visit, minutes(day1, 2), 'hero'),
      trackedEvent(visit, minutes(day1, 2), { eventName: 'cta_click' }),
      scrollDepth(visit, minutes(day1, 3), 50),
      namedGoalEvent(visit, minutes(day1, 4), 'engaged_visitor'),
      trackedEvent(visit, minutes(day1, 4), { eventName: 'page_exit' }),
    ]);
    await storeAnalyticsBatch(db(), [
      scrollDepth(visit, minutes(day1, 5), 50),
      scrollDepth(visit, minutes(day1, 5), 90),
      namedGoalEvent(visit, minutes(day1, 6), 'deeply_engaged_visitor'),
      namedGoalEvent(visit, minutes(day1, 7), 'video_play'),
      namedGoalEvent(visit, minutes(day1, 8), 'video_play'),
    ]);
    const sessions = await selectRows<{ id: string; goals: string[] }>(
      db(),
      sql`select id, goals from analytics_sessions`,
    );
    expect(sessions).toEqual([
      {
        id: visit.sessionId,
        goals: ['cta:hero', 'scroll:50', 'engaged', 'scroll:90', 'deeply_engaged', 'video_play'],
      },
    ]);
    expect(await breakdown('goal')).toMatchObject([
      { key: 'cta:hero', count: 1 },
      { key: 'deeply_engaged', count: 1 },
      { key: 'engaged', count: 1 },
      { key: 'scroll:50', count: 1 },
      { key: 'scroll:90', count: 1 },
      { key: 'video_play', count: 1 },
    ]);
    const [events] = await selectRows<{ count: number }>(
      db(),
      sql`select count(*)::int as count from analytics_events`,
    );
    expect(events?.count).toBe(12);
  });

  it('keeps where a session came from and its place as codes, and counts it by each', async () => {
    const visit = newVisit();
    const link = { utmMedium: ' cpc ', utmCampaign: 'spring' };
    await storeAnalyticsBatch(db(), [
      pageView(
        visit,
        day1,
        { referrer: 'https://www.google.com/search?q=x', ...link },
        phone,
        texas,
      ),
      pageView(newVisit(), day1, { referrer: `http://${testHost}/blog` }, desktop, france),
      pageView(newVisit(), day1, { utmMedium: '  ' }),
    ]);
    const [session] = await selectRows<Record<string, unknown>>(
      db(),
      sql`select source, utm_medium, medium, utm_campaign, country, region from analytics_sessions
          where id = ${visit.sessionId}`,
    );
    expect(session).toEqual({
      source: pageView(visit, day1, { referrer: 'https://www.google.com/search?q=x' }).source,
      utm_medium: 'cpc',
      medium: 'cpc',
      utm_campaign: 'spring',
      country: 'US',
      region: 'TX',
    });
    // A blank utm_medium is none: the own-site and the blank visit are direct, medium (none).
    expect(await breakdown('medium')).toMatchObject([
      { key: '(none)', count: 2 },
      { key: 'cpc', count: 1 },
    ]);
    expect(await breakdown('campaign')).toMatchObject([{ key: 'spring', count: 1 }]);
    expect(await breakdown('country')).toMatchObject([
      { key: 'FR', count: 1 },
      { key: 'US', count: 1 },
    ]);
    expect(await breakdown('region')).toMatchObject([{ key: 'TX', count: 1 }]);
    expect(await breakdown('browser')).toMatchObject([
      { key: 'Firefox', count: 2 },
      { key: 'Mobile Safari', count: 1 },
    ]);
    expect(await breakdown('os')).toMatchObject([
      { key: 'Linux', count: 2 },
      { key: 'iOS', count: 1 },
    ]);
    expect(await breakdown('source')).toMatchObject([{ key: 'Direct', count: 2 }, { count: 1 }]);
  });

  it('ignores updates of a session it never saw', async () => {
    await storeAnalyticsBatch(db(), [sessionUpdate(newVisit(), day1, 300)]);
    expect(await daily()).toEqual([]);
  });

  it('rolls up a purchase once, with the amount paid, crediting the first-touch source', async () => {
    const visitorId = newVisit().visitorId;
    const first = newVisit(visitorId);
    const second = newVisit(visitorId);
    await storeAnalyticsBatch(db(), [
      pageView(first, day1, { utmSource: 'google' }),
      pageView(second, day2, { pagePath: '/checkout' }),
    ]);
    const purchase = {
      orderId: 'ord_1',
      type: 'purchase' as const,
      ...second,
      revenueCents: 4700,
      at: minutes(day2, 5),
    };
    await db().transaction(async (tx) => {
      await recordConversion(tx, { ...purchase, type: 'begin_checkout', revenueCents: 0 });
      await recordConversion(tx, purchase);
      await recordConversion(tx, purchase);
    });
    await storeAnalyticsBatch(db(), []);
    await storeAnalyticsBatch(db(), []);
    expect((await daily())[1]).toMatchObject({
      day: '2026-11-02',
      payment_sessions: 1,
      converted_sessions: 1,
      conversions: 1,
      revenue_cents: 4700,
    });
    expect(await breakdown('first_touch')).toEqual([
      { key: 'Google', count: 1, revenue_cents: '4700' },
    ]);
  });

  it('counts revenue without a session, and marks a session that arrives after its purchase', async () => {
    const late = newVisit();
    await db().transaction(async (tx) => {
      await recordConversion(tx, {
        orderId: 'ord_untracked',
        type: 'purchase',
        sessionId: null,
        visitorId: null,
        revenueCents: 4700,
        at: day1,
      });
      await recordConversion(tx, {
        orderId: 'ord_late',
        type: 'purchase',
        ...late,
        revenueCents: 5900,
        at: day1,
      });
    });
    await storeAnalyticsBatch(db(), []);
    await storeAnalyticsBatch(db(), [pageView(late, minutes(day1, 1))]);
    expect(await daily()).toMatchObject([
      {
        day: '2026-11-01',
        sessions: 1,
        converted_sessions: 1,
        conversions: 2,
        revenue_cents: 10600,
      },
    ]);
    expect(await breakdown('first_touch')).toEqual([
      { key: 'Not tracked', count: 2, revenue_cents: '10600' },
    ]);
  });
});
