/**
 * `npm run bench:ingest`: how many tracker page views the production build takes per second
 * on PostgreSQL, next to a bare endpoint (Hono on node-server, one plain INSERT per request,
 * a pool as large as the app's main pool) under the same load, and whether every page view
 * answered 204 was stored once the server stopped cleanly.
 *
 * Starts a throwaway PostgreSQL with two databases, then, one after the other: the bare
 * endpoint and the app, each under autocannon on 127.0.0.1 (BENCH_CONNECTIONS connections
 * for BENCH_SECONDS, after BENCH_WARMUP_SECONDS), posting single page views over
 * BENCH_SESSIONS sessions with an ordinary desktop user agent and the site's Origin
 * (BENCH_BATCH page views a request, 1 by default; the bare endpoint then inserts them with
 * one multi-row INSERT).
 *
 * All the load comes from one address, so the app runs with ANALYTICS_RATE_LIMIT_PER_MINUTE
 * and ANALYTICS_NEW_SESSIONS_PER_HOUR raised past it: the limiters still run (leasing their
 * points in blocks of 1,000), they only never refuse. BENCH_FORWARDED=1 sends each session
 * from a public address of its own instead (X-Forwarded-For, one in five IPv6; the app trusts
 * one proxy), so the app looks its place up as it would on a real site; GEOIP_DATABASE passes
 * through (`off` measures the same load without the lookup). Goal: at least 2x the bare endpoint, 0 errors, 0 non-2xx, 0 lost; the exit
 * code says whether it was met. `--duration <seconds>` shortens a smoke run. LOG_LEVEL for the
 * app: info, the production default (one line per request). Needs `npm run build` first.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { z } from 'zod';
import { startBuiltServer } from '#tests/built-server.ts';
import { findPostgresBinaries, startPostgresServer } from '#tests/postgres-server.ts';
import type { BareInsertStart } from './bare-insert-server.ts';
import { cpuPercent, cpuSeconds, forkServer, formatPercent } from './bench-tools.ts';

const settings = z
  .object({
    BENCH_CONNECTIONS: z.coerce.number().int().min(1).default(200),
    BENCH_SECONDS: z.coerce.number().int().min(1).default(60),
    BENCH_WARMUP_SECONDS: z.coerce.number().int().min(0).default(3),
    BENCH_SESSIONS: z.coerce.number().int().min(1).default(20_000),
    /** Page views per request: 1 (the goal's load), or up to 50 as the tracker batches them. */
    BENCH_BATCH: z.coerce.number().int().min(1).max(50).default(1),
    BENCH_FORWARDED: z.stringbool().default(false),
    GEOIP_DATABASE: z.string().optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
  })
  .parse(process.env);
const { values: args } = parseArgs({ options: { duration: { type: 'string' } } });
const seconds = args.duration
  ? z.coerce.number().int().min(1).parse(args.duration)
  : settings.BENCH_SECONDS;

const goalRatio = 2;
// The app's main pool (server/db/database.ts); the bare endpoint gets as many connections.
const mainPoolSize = 10;
const trackPath = '/api/track-analytics';
const desktopChrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const pagePaths = ['/', '/faq', '/blog', '/checkout', '/about'];

/**
 * A public address per session, spread over networks DB-IP places in several countries and US
 * states; every fifth an IPv6 one.
 */
function sessionAddress(index: number): string {
  const network = index % 8;
  if (index % 5 === 4) return `2a00:1450:${network.toString(16)}::${(index % 0xffff).toString(16)}`;
  const first = [24, 81, 8, 1, 45, 73, 98, 173][network];
  return `${first}.${(index >> 3) % 256}.${(index >> 11) % 256}.${(index % 254) + 1}`;
}

/** Request bodies cycling through the sessions (each has its visitor): one page view, or a batch. */
function pageViewBodies(): string[] {
  const views = Array.from({ length: settings.BENCH_SESSIONS }, (_, index) => ({
    type: 'page_view',
    data: {
      sessionId: randomUUID(),
      visitorId: randomUUID(),
      pagePath: pagePaths[index % pagePaths.length],
    },
  }));
  if (settings.BENCH_BATCH === 1) return views.map((view) => JSON.stringify(view));
  return views.map((_, index) =>
    JSON.stringify({
      events: Array.from(
        { length: settings.BENCH_BATCH },
        (_unused, offset) => views[(index + offset) % views.length],
      ),
    }),
  );
}

interface Load {
  eventsPerSec: number;
  p99Ms: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Page views answered 2xx, the warm-up's included: each must be stored. */
  answered: number;
  /** Share of one core the target used during the measured run. */
  cpuPercent: number | undefined;
}

async function load(url: string, origin: string, pid: number | undefined): Promise<Load> {
  const bodies = pageViewBodies();
  // A batch's page views are of consecutive sessions: it comes from the first one's address.
  const addresses = bodies.map((_, index) => sessionAddress(index));
  let next = 0;
  const options = {
    url,
    connections: settings.BENCH_CONNECTIONS,
    pipelining: 1,
    requests: [
      {
        method: 'POST' as const,
        path: trackPath,
        headers: {
          'Content-Type': 'application/json',
          Origin: origin,
          'User-Agent': desktopChrome,
        },
        setupRequest: (request: autocannon.Request) => {
          next = (next + 1) % bodies.length;
          return {
            ...request,
            body: bodies[next],
            ...(settings.BENCH_FORWARDED && {
              headers: { ...request.headers, 'X-Forwarded-For': addresses[next] },
            }),
          };
        },
      },
    ],
  };
  let answered = 0;
  if (settings.BENCH_WARMUP_SECONDS > 0) {
    const warmUp = await autocannon({ ...options, duration: settings.BENCH_WARMUP_SECONDS });
    answered += warmUp['2xx'] * settings.BENCH_BATCH;
  }
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({ ...options, duration: seconds });
  const cpuAfter = cpuSeconds(pid);
  answered += result['2xx'] * settings.BENCH_BATCH;
  return {
    eventsPerSec: result.requests.average * settings.BENCH_BATCH,
    p99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    answered,
    cpuPercent: cpuPercent(cpuBefore, cpuAfter, result.duration),
  };
}

async function query<Row extends pg.QueryResultRow>(url: string, text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text)).rows;
  } finally {
    await client.end();
  }
}

const countRows = async (url: string, table: string) =>
  (await query<{ count: number }>(url, `select count(*)::int as count from ${table}`))[0]?.count ??
  0;

function row(name: string, result: Load, stored: number) {
  return {
    endpoint: name,
    'events/s': Math.round(result.eventsPerSec),
    'p99 ms': result.p99Ms,
    errors: result.errors,
    timeouts: result.timeouts,
    'non-2xx': result.non2xx,
    '2xx answers': result.answered,
    'rows stored': stored,
    // autocannon stops without reading the answers in flight: those rows are stored, uncounted.
    'in flight at the end': Math.max(0, stored - result.answered),
    lost: Math.max(0, result.answered - stored),
    'server CPU %': formatPercent(result.cpuPercent),
  };
}

const binDir = findPostgresBinaries();
if (!binDir) throw new Error('bench:ingest needs the PostgreSQL binaries (initdb, pg_ctl).');
console.log(
  `bench:ingest: ${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}, Node ${process.version}; ` +
    `${settings.BENCH_CONNECTIONS} connections for ${seconds} s, ${settings.BENCH_BATCH} page view(s) a request (after ${settings.BENCH_WARMUP_SECONDS} s warm-up), LOG_LEVEL=${settings.LOG_LEVEL}` +
    (settings.BENCH_FORWARDED
      ? `, a public X-Forwarded-For per session, GEOIP_DATABASE=${settings.GEOIP_DATABASE ?? '(installed DB-IP Lite)'}`
      : ', all from 127.0.0.1 (no place looked up)'),
);
const postgres = await startPostgresServer(binDir);
let met = false;
try {
  const databaseUrl = (name: string) => {
    const url = new URL(postgres.url);
    url.pathname = `/${name}`;
    return url.toString();
  };
  await query(postgres.url, 'create database bench_bare');
  await query(postgres.url, 'create database bench_app');

  console.log('bare endpoint (one INSERT per request) ...');
  const bareServer = await forkServer('./bare-insert-server.ts', {
    databaseUrl: databaseUrl('bench_bare'),
    poolSize: mainPoolSize,
  } satisfies BareInsertStart);
  let bare: Load;
  try {
    bare = await load(bareServer.url, bareServer.url, bareServer.pid);
  } finally {
    await bareServer.stop();
  }
  const bareStored = await countRows(databaseUrl('bench_bare'), 'bare_page_views');

  console.log('the app (production build) ...');
  const server = await startBuiltServer({
    env: {
      DATABASE_URL: databaseUrl('bench_app'),
      LOG_LEVEL: settings.LOG_LEVEL,
      ANALYTICS_RATE_LIMIT_PER_MINUTE: '100000000',
      ANALYTICS_NEW_SESSIONS_PER_HOUR: '100000000',
      ...(settings.BENCH_FORWARDED && { TRUST_PROXY: 'true' }),
      ...(settings.GEOIP_DATABASE !== undefined && { GEOIP_DATABASE: settings.GEOIP_DATABASE }),
    },
    // BENCH_PROFILE_DIR: where the app writes a CPU profile of the run (.cpuprofile).
    nodeArgs: process.env.BENCH_PROFILE_DIR
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
      : [],
  });
  // The helper keeps every line the server prints; a million of them would slow this process.
  const forget = setInterval(() => server.output.splice(0), 500);
  let app: Load;
  let exitCode: number | null;
  try {
    app = await load(server.url, server.url, server.process.pid);
  } finally {
    exitCode = await server.stop();
    clearInterval(forget);
  }
  const appStored = await countRows(databaseUrl('bench_app'), 'analytics_page_views');

  console.table([row('bare INSERT', bare, bareStored), row('app', app, appStored)]);
  const ratio = app.eventsPerSec / bare.eventsPerSec;
  const clean = app.errors + app.timeouts + app.non2xx === 0;
  const lost = Math.max(0, app.answered - appStored);
  met = ratio >= goalRatio && clean && lost === 0 && exitCode === 0;
  console.log(
    `ratio app / bare: ${ratio.toFixed(2)} (goal >= ${goalRatio}); app errors+timeouts+non-2xx: ${app.errors + app.timeouts + app.non2xx}; ` +
      `lost after a clean stop (exit ${exitCode}): ${lost}. Goal ${met ? 'met' : 'NOT met'}.`,
  );
} finally {
  await postgres.stop();
}
process.exitCode = met ? 0 : 1;
