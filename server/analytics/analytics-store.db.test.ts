import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '#server/db/database.ts';
import { newVisit, pageView, phone, sessionUpdate, trackedEvent } from '#tests/analytics-events.ts';
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
  last_seen_visitors: number;
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
        last_seen_visitors: 1,
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

  it('counts each visitor once, on the day of its latest session', async () => {
    const visitorId = newVisit().visitorId;
    await storeAnalyticsBatch(db(), [pageView(newVisit(visitorId), day1)]);
    await storeAnalyticsBatch(db(), [
      pageView(newVisit(visitorId), day2),
      pageView(newVisit(), day2),
    ]);
    expect((await daily()).map((row) => [row.day, row.sessions, row.last_seen_visitors])).toEqual([
      ['2026-11-01', 1, 0],
      ['2026-11-02', 2, 2],
    ]);
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
      { key: 'google', count: 1, revenue_cents: '4700' },
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
