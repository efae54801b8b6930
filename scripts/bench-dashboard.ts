/**
 * `npm run bench:dashboard`: the Analytics tab's data on 90 days of traffic. On a throwaway
 * PostgreSQL and on PGlite, generates 1,000,000 page views and 200,000 sessions in SQL,
 * rebuilds the rollups from them, checks the 90-day answer against plain SQL over the raw
 * rows, then times each period of the dashboard service in-process (the database work the
 * endpoint does, without HTTP and sign-in), next to what a browser-side dashboard needs
 * first: the period's raw sessions, page views and conversions fetched and serialised.
 *
 * Goal: 90 days under 50 ms median on PostgreSQL; the exit code says whether it was met.
 * Options: --page-views (1000000), --sessions (a fifth of the page views), --calls (100 per
 * period), --raw-calls (5 per period), --drivers postgres,pglite. Runs on 127.0.0.1 only.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { gte } from 'drizzle-orm';
import { pino } from 'pino';
import { z } from 'zod';
import { analyticsDashboard } from '#server/analytics/dashboard-service.ts';
import { periodEndingToday } from '#server/analytics/dashboard-service.ts';
import { openDatabase, type Database, type DatabaseHandle } from '#server/db/database.ts';
import {
  analyticsConversions,
  analyticsPageViews,
  analyticsSessions,
} from '#server/db/analytics-schema.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { analyticsPeriods, type AnalyticsPeriod } from '#shared/contracts/admin-analytics.ts';
import { referenceDashboard } from '#tests/analytics-reference.ts';
import { findPostgresBinaries, startPostgresServer } from '#tests/postgres-server.ts';
import { generateAnalyticsData } from './bench-dashboard-data.ts';
import { percentile } from './bench-tools.ts';

const { values } = parseArgs({
  options: {
    'page-views': { type: 'string', default: '1000000' },
    sessions: { type: 'string' },
    calls: { type: 'string', default: '100' },
    'raw-calls': { type: 'string', default: '5' },
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
  drivers: z.array(z.enum(['postgres', 'pglite'])).parse(values.drivers.split(',')),
};
const goalMs = 50;
// A fixed "now", so every run measures the same 90 days.
const now = new Date('2026-11-20T12:00:00Z');

async function time(calls: number, warmUp: number, task: () => Promise<unknown>) {
  for (let index = 0; index < warmUp; index += 1) await task();
  const times: number[] = [];
  for (let index = 0; index < calls; index += 1) {
    const started = performance.now();
    await task();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

/** What a dashboard computed in the browser would first download: every raw row of the period. */
async function rawRows(db: Database, days: AnalyticsPeriod): Promise<number> {
  const since = new Date(`${periodEndingToday(now, days).from}T00:00:00Z`);
  const [sessions, views, conversions] = await Promise.all([
    db.select().from(analyticsSessions).where(gte(analyticsSessions.startedAt, since)),
    db.select().from(analyticsPageViews).where(gte(analyticsPageViews.createdAt, since)),
    db.select().from(analyticsConversions).where(gte(analyticsConversions.createdAt, since)),
  ]);
  return JSON.stringify({ sessions, views, conversions }).length;
}

async function bench(database: DatabaseHandle): Promise<number> {
  const { db } = database;
  await migrateDatabase(database);
  let started = performance.now();
  await generateAnalyticsData(db, { ...settings, now });
  const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);
  console.log(`\n## ${database.driver}: generated and rolled up in ${seconds(started)} s`);

  started = performance.now();
  const answer = await analyticsDashboard({ db, clock: () => now }, 90);
  const reference = await referenceDashboard(db, now, 90);
  const same = isDeepStrictEqual(answer, reference);
  console.log(
    `90-day answer equals plain SQL over the raw rows: ${same ? 'yes' : 'NO'} (checked in ${seconds(started)} s)`,
  );
  console.log(
    JSON.stringify({
      sessions: answer.totalVisitors,
      uniqueVisitors: answer.uniqueVisitors,
      pageViews: answer.pageViews,
      bounceRate: answer.bounceRate.toFixed(3),
      revenue: answer.revenue,
      funnel: answer.funnel,
    }),
  );
  for (const [key, value] of Object.entries(answer)) {
    const expected = reference[key as keyof typeof reference];
    if (!isDeepStrictEqual(value, expected))
      console.log(
        `  ${key}: service ${JSON.stringify(value)}, raw SQL ${JSON.stringify(expected)}`,
      );
  }

  const rows = [];
  let ninetyDays = Infinity;
  for (const days of analyticsPeriods) {
    const service = await time(settings.calls, 10, () =>
      analyticsDashboard({ db, clock: () => now }, days),
    );
    let bytes = 0;
    const raw = await time(settings.rawCalls, 1, async () => {
      bytes = await rawRows(db, days);
    });
    if (days === 90) ninetyDays = service.median;
    rows.push({
      days,
      'service median ms': service.median.toFixed(1),
      'service p99 ms': service.p99.toFixed(1),
      'raw rows median ms': raw.median.toFixed(0),
      'raw rows MB': (bytes / 1e6).toFixed(1),
      'raw / service': (raw.median / service.median).toFixed(0),
    });
  }
  console.log(
    `${settings.calls} service calls per period after 10 warm-up; ${settings.rawCalls} raw fetches after 1`,
  );
  console.table(rows);
  return same ? ninetyDays : Infinity;
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
    const median = await bench(database);
    if (driver === 'postgres') {
      const met = median < goalMs;
      failed ||= !met;
      console.log(
        `Goal (90 days under ${goalMs} ms median on PostgreSQL): ${met ? 'met' : 'NOT met'}`,
      );
    } else if (median === Infinity) failed = true;
  } finally {
    await database.close();
    await postgres?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
process.exitCode = failed ? 1 : 0;
