import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { selectRows } from '#server/db/database.ts';
import { newVisit, pageView, trackedEvent } from '#tests/analytics-events.ts';
import { testDrivers, useTestDatabase } from '#tests/test-database.ts';
import {
  pruneRawAnalytics,
  retentionCutoff,
  startAnalyticsRetention,
} from './analytics-retention.ts';
import { recordConversion } from './analytics-store-repository.ts';
import { storeAnalyticsBatch } from './analytics-store.ts';

const dayMs = 86_400_000;
const now = new Date('2027-06-01T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * dayMs);

describe.each(testDrivers)('analytics retention on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database().handle.db;
  const counts = async () => {
    const [row] = await selectRows<Record<string, number>>(
      db(),
      sql`select (select count(*)::int from analytics_page_views) as page_views,
                 (select count(*)::int from analytics_events) as events,
                 (select count(*)::int from analytics_sessions) as sessions,
                 (select count(*)::int from analytics_visitors) as visitors,
                 (select count(*)::int from analytics_conversions) as conversions,
                 (select coalesce(sum(page_views), 0)::int from analytics_daily) as rolled_up_views,
                 (select coalesce(sum(visitors), 0)::int from analytics_visitor_days)
                   as visitor_days`,
    );
    return row;
  };

  /** Three visits: 500 days ago (two page views), 401 days ago, and 399 days ago. */
  async function history() {
    const old = newVisit();
    const alsoOld = newVisit();
    const recent = newVisit();
    await storeAnalyticsBatch(db(), [
      pageView(old, daysAgo(500)),
      pageView(old, daysAgo(500), { pagePath: '/faq' }),
      trackedEvent(old, daysAgo(500)),
      pageView(alsoOld, daysAgo(401)),
      pageView(recent, daysAgo(399)),
      trackedEvent(recent, daysAgo(399)),
    ]);
    await recordConversion(db(), {
      orderId: 'order-old',
      type: 'purchase',
      sessionId: old.sessionId,
      visitorId: old.visitorId,
      revenueCents: 4900,
      at: daysAgo(500),
    });
    await storeAnalyticsBatch(db(), []);
  }

  it('deletes raw rows older than the retention, in batches, and keeps rollups, visitors and conversions', async () => {
    await history();
    const deleted = await pruneRawAnalytics(db(), retentionCutoff(now, 400), { batchSize: 1 });
    expect(deleted).toEqual({
      analytics_page_views: 3,
      analytics_events: 1,
      analytics_sessions: 2,
    });
    expect(await counts()).toEqual({
      page_views: 1,
      events: 1,
      sessions: 1,
      visitors: 3,
      conversions: 1,
      rolled_up_views: 4,
      visitor_days: 3,
    });
  });

  it('prunes at start by the injected clock, and stops', async () => {
    await history();
    const retention = startAnalyticsRetention({
      db: db(),
      logger: pino({ level: 'silent' }),
      retentionDays: 450,
      clock: () => now,
    });
    try {
      await expect
        .poll(counts, { timeout: 5_000 })
        .toMatchObject({ page_views: 2, events: 1, sessions: 2 });
    } finally {
      await retention.stop();
    }
  });
});
