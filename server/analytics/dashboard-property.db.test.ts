import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceDashboard } from '#tests/analytics-reference.ts';
import { analyticsStreamArbitrary, storeStream } from '#tests/analytics-stream.ts';
import { createTestDatabase, testDrivers, type TestDatabase } from '#tests/test-database.ts';
import { analyticsPeriods } from '#shared/contracts/admin-analytics.ts';
import { analyticsDashboard } from './dashboard-service.ts';

const now = new Date('2026-11-20T12:00:00Z');

describe.each(testDrivers)('the dashboard on %s, for any stream of events', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.dispose());

  it('gives every figure of every period exactly as the raw rows do', async () => {
    const db = database.handle.db;
    await fc.assert(
      fc.asyncProperty(analyticsStreamArbitrary, async (stream) => {
        await db.execute(sql`truncate analytics_sessions, analytics_page_views, analytics_events,
          analytics_conversions, analytics_visitors, analytics_daily, analytics_daily_breakdown
          restart identity`);
        await storeStream(db, now, stream);
        for (const days of analyticsPeriods) {
          const answer = await analyticsDashboard({ db, clock: () => now }, days);
          expect(answer).toEqual(await referenceDashboard(db, now, days));
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
