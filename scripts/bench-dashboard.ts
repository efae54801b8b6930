/**
 * `npm run bench:dashboard`: the Analytics tab's data on 90 days of traffic. On a throwaway
 * PostgreSQL and on PGlite, generates 1,000,000 page views and 200,000 sessions in SQL,
 * rebuilds the rollups from them, checks a few answers (unfiltered and filtered, each with its
 * compared period) against plain SQL over the raw rows, then times the dashboard service
 * in-process (the database work the endpoint does, without HTTP and sign-in) per period:
 * unfiltered (from the rollups), with one filter and with two (from the sessions). Next to it,
 * what a browser-side dashboard needs first: the 90 days' raw rows fetched and serialised.
 *
 * Goals, medians on PostgreSQL in every period: unfiltered under 50 ms, one filter under
 * 150 ms, two under 300 ms; the exit code says whether they were met and the answers right.
 * Options: --page-views (1000000), --sessions (a fifth of the page views), --calls (50 per
 * period and case), --raw-calls (3), --periods (all), --drivers postgres,pglite.
 * Runs on 127.0.0.1 only.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { gte, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { z } from 'zod';
import { analyticsDashboard } from '#server/analytics/dashboard/dashboard-service.ts';
import { openDatabase, type Database, type DatabaseHandle } from '#server/db/database.ts';
import {
  analyticsConversions,
  analyticsPageViews,
  analyticsSessions,
} from '#server/db/analytics-schema.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import {
  analyticsPeriods,
  type AnalyticsFilters,
  type AnalyticsQuery,
} from '#shared/contracts/admin-analytics.ts';
import { referenceDashboard } from '#tests/analytics-reference.ts';
import { findPostgresBinaries, startPostgresServer } from '#tests/postgres-server.ts';
import { generateAnalyticsData } from './bench-dashboard-data.ts';
import { percentile } from './bench-tools.ts';
import { zoneSettings } from '#tests/zone-settings.ts';

const { values } = parseArgs({
  options: {
    'page-views': { type: 'string', default: '1000000' },
    sessions: { type: 'string' },
    calls: { type: 'string', default: '50' },
    'raw-calls': { type: 'string', default: '3' },
    periods: { type: 'string', default: analyticsPeriods.join(',') },
    drivers: { type: 'string', default: 'postgres,pglite' },
  },
});
const count = z.coerce.number().int().min(1);
const pageViews = count.parse(values['page-views']);
const settings = {
  pageViews,
  sessions: count.parse(values.sessions ?? Math.max(1, Math.round(pageViews / 5))),
  calls: count.parse(values.calls),
  rawCalls: count.parse(values['raw-calls']),
  periods: z.array(z.enum(analyticsPeriods)).parse(values.periods.split(',')),
  drivers: z.array(z.enum(['postgres', 'pglite'])).parse(values.drivers.split(',')),
};
const warmUp = 5;
// A fixed "now", so every run measures the same 90 days.
const now = new Date('2026-11-20T12:00:00Z');

/** What is timed, and its goal on PostgreSQL by the number of filters. */
const cases: { name: string; filters: AnalyticsFilters; goalMs: number }[] = [
  { name: 'unfiltered', filters: {}, goalMs: 50 },
  { name: 'source=Google', filters: { source: 'Google' }, goalMs: 150 },
  { name: 'source=Google country=US', filters: { source: 'Google', country: 'US' }, goalMs: 300 },
  { name: 'page=/guide device=mobile', filters: { page: '/guide', device: 'mobile' }, goalMs: 300 },
];

/** Answers held to plain SQL over the raw rows: each kind of figure path, several periods. */
const checks: AnalyticsQuery[] = [
  { period: '90' },
  { period: '7' },
  { period: 'yesterday', country: 'US' },
  { period: '30', source: 'Google' },
  { period: '90', source: 'Google', country: 'US' },
  { period: '14', page: '/guide', device: 'mobile' },
];

const describe = (query: AnalyticsQuery) =>
  Object.entries(query)
    .map(([key, value]) => `${key}=${value}`)
    .join(' ');

async function time(calls: number, task: () => Promise<unknown>) {
  for (let index = 0; index < warmUp; index += 1) await task();
  const times: number[] = [];
  for (let index = 0; index < calls; index += 1) {
    const started = performance.now();
    await task();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

/** Every figure of the service equal to the reference's; the differences printed. */
async function sameAsReference(db: Database, query: AnalyticsQuery): Promise<boolean> {
  const answer = await analyticsDashboard(
    { db, clock: () => now, settings: zoneSettings() },
    query,
  );
  const reference = await referenceDashboard(db, now, query);
  const differences = Object.entries(answer).filter(
    ([key, value]) => !isDeepStrictEqual(value, reference[key as keyof typeof reference]),
  );
  console.log(
    `${describe(query)}: ${differences.length === 0 ? 'equal' : 'DIFFERENT'} (${answer.totalVisitors} sessions, previous ${answer.previous.totalVisitors})`,
  );
  for (const [key, value] of differences)
    console.log(
      `  ${key}: service ${JSON.stringify(value)}, raw SQL ${JSON.stringify(reference[key as keyof typeof reference])}`,
    );
  return differences.length === 0;
}

/** What a dashboard computed in the browser would first download: every raw row since `from`. */
async function rawRows(db: Database, from: string): Promise<number> {
  const since = new Date(`${from}T00:00:00Z`);
  const [sessions, views, conversions] = await Promise.all([
    db.select().from(analyticsSessions).where(gte(analyticsSessions.startedAt, since)),
    db.select().from(analyticsPageViews).where(gte(analyticsPageViews.createdAt, since)),
    db.select().from(analyticsConversions).where(gte(analyticsConversions.createdAt, since)),
  ]);
  return JSON.stringify({ sessions, views, conversions }).length;
}

/** Benchmarks one database; answers whether every answer was right and every goal met. */
async function bench(database: DatabaseHandle): Promise<boolean> {
  const { db, driver } = database;
  await migrateDatabase(database);
  let started = performance.now();
  await generateAnalyticsData(db, { ...settings, now });
  const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);
  console.log(`\n## ${driver}: generated and rolled up in ${seconds(started)} s`);

  started = performance.now();
  // The reference finds each session's page views by session id, which the service never
  // does (it reads the session's pages): an index serves the check alone, gone before timing.
  await db.execute(
    sql`create index bench_page_views_session_idx on analytics_page_views (session_id)`,
  );
  let right = true;
  for (const query of checks) right = (await sameAsReference(db, query)) && right;
  await db.execute(sql`drop index bench_page_views_session_idx`);
  console.log(
    `Answers equal plain SQL over the raw rows: ${right ? 'yes' : 'NO'} (${seconds(started)} s)`,
  );

  const rows = [];
  let met = true;
  for (const { name, filters, goalMs } of cases)
    for (const period of settings.periods) {
      const { median, p95 } = await time(settings.calls, () =>
        analyticsDashboard(
          { db, clock: () => now, settings: zoneSettings() },
          { period, ...filters },
        ),
      );
      const within = median < goalMs;
      if (driver === 'postgres') met &&= within;
      rows.push({
        case: name,
        period,
        'median ms': median.toFixed(1),
        'p95 ms': p95.toFixed(1),
        [`goal (${driver === 'postgres' ? 'judged' : 'PostgreSQL only'})`]: `< ${goalMs} ${within ? 'met' : 'NOT met'}`,
      });
    }
  console.log(`${settings.calls} service calls per period and case after ${warmUp} warm-up`);
  console.table(rows);

  const { from } = await analyticsDashboard(
    { db, clock: () => now, settings: zoneSettings() },
    { period: '90' },
  );
  let bytes = 0;
  const raw = await time(settings.rawCalls, async () => {
    bytes = await rawRows(db, from);
  });
  console.log(
    `90 days' raw rows, fetched and serialised: ${raw.median.toFixed(0)} ms median, ${(bytes / 1e6).toFixed(1)} MB`,
  );
  if (driver === 'postgres') console.log(`Goals on PostgreSQL: ${met ? 'met' : 'NOT met'}`);
  return right && met;
}

const logger = pino({ level: 'silent' });
let failed = false;
for (const driver of settings.drivers) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'csd-bench-dashboard-'));
  const binDir = driver === 'postgres' ? findPostgresBinaries() : undefined;
  if (driver === 'postgres' && !binDir)
    throw new Error('PostgreSQL binaries not found (PG_BIN_DIR).');
  const postgres = binDir ? await startPostgresServer(binDir) : undefined;
  const database = await openDatabase({ databaseUrl: postgres?.url, dataDir, logger });
  try {
    failed = !(await bench(database)) || failed;
  } finally {
    await database.close();
    await postgres?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
process.exitCode = failed ? 1 : 0;
