import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows, type Database } from '#server/db/database.ts';
import { referenceDashboard } from '#tests/analytics-reference.ts';
import { analyticsStreamArbitrary, storeStream } from '#tests/analytics-stream.ts';
import { createTestDatabase, testDrivers, type TestDatabase } from '#tests/test-database.ts';
import {
  analyticsPeriods,
  type AnalyticsFilterDimension,
  type AnalyticsFilters,
} from '#shared/contracts/admin-analytics.ts';
import { analyticsDashboard } from './dashboard-service.ts';
import { zoneSettings } from '#tests/zone-settings.ts';

const now = new Date('2026-11-20T12:00:00Z');

/** Where a filter's values are found in the raw rows, so a filter picks one the data has. */
const valuesOf: Record<AnalyticsFilterDimension, string> = {
  page: 'select page_path from analytics_page_views',
  entry: 'select page_path from analytics_page_views',
  exit: 'select page_path from analytics_page_views',
  source: 'select source from analytics_sessions',
  medium: 'select utm_medium from analytics_sessions',
  campaign: 'select utm_campaign from analytics_sessions',
  device: 'select device_type from analytics_sessions',
  browser: 'select browser from analytics_sessions',
  os: 'select os from analytics_sessions',
  country: 'select country from analytics_sessions',
  region: 'select region from analytics_sessions',
};

/** One filter, two filters, and the cards the issue names (page, source, country). */
const filterSets: AnalyticsFilterDimension[][] = [
  ['source'],
  ['page'],
  ['country'],
  ['entry'],
  ['exit'],
  ['medium'],
  ['region'],
  ['source', 'country'],
  ['page', 'device'],
  ['campaign', 'browser'],
  ['exit', 'os'],
];

const checkArbitrary = fc.record({
  stream: analyticsStreamArbitrary,
  period: fc.constantFrom(...analyticsPeriods),
  filterSet: fc.constantFrom(...filterSets),
  /** Which of the values present each filter takes. */
  pick: fc.nat(),
});

async function presentFilters(
  db: Database,
  dimensions: AnalyticsFilterDimension[],
  pick: number,
): Promise<AnalyticsFilters> {
  const filters: AnalyticsFilters = {};
  for (const dimension of dimensions) {
    const values = await selectRows<{ value: string }>(
      db,
      sql`select distinct value from (${sql.raw(valuesOf[dimension])}) as present(value)
        where value is not null order by value`,
    );
    const chosen = values[pick % Math.max(values.length, 1)];
    if (chosen) filters[dimension] = chosen.value;
  }
  return filters;
}

describe.each(testDrivers)('the dashboard on %s, for any stream of events', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.dispose());

  it('gives every figure of every period, its previous period and its filters as the raw rows do', async () => {
    const db = database.handle.db;
    const ctx = { db, clock: () => now, settings: zoneSettings() };
    await fc.assert(
      fc.asyncProperty(checkArbitrary, async ({ stream, period, filterSet, pick }) => {
        await db.execute(sql`truncate analytics_sessions, analytics_page_views, analytics_events,
          analytics_conversions, analytics_visitors, analytics_daily, analytics_visitor_days,
          analytics_daily_breakdown restart identity`);
        await storeStream(db, now, stream);
        for (const each of analyticsPeriods) {
          const query = { period: each };
          expect(await analyticsDashboard(ctx, query)).toEqual(
            await referenceDashboard(db, now, query),
          );
        }
        const query = { period, ...(await presentFilters(db, filterSet, pick)) };
        expect(await analyticsDashboard(ctx, query)).toEqual(
          await referenceDashboard(db, now, query),
        );
      }),
      { numRuns: 15 },
    );
  }, 180_000);
});
