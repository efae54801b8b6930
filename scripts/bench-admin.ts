/**
 * `npm run bench:admin`: the back office's data calls on a shop with history. Starts a
 * throwaway PostgreSQL, migrates it, generates 100,000 orders (with their mails, links and
 * downloads), 50,000 subscribers and 1,000,000 analytics page views (with their sessions and
 * rollups, as `bench:dashboard` makes them) in SQL, signs an admin in directly, starts the
 * production build on it and measures, one request at a time: the Overview, the orders card, searches,
 * order details (random ids) and the full orders CSV export (time, size, rows and the
 * server's peak memory while it streams). It also prints the query plans of the searches.
 *
 * Goals: the JSON calls under 50 ms median; the export in constant memory. The exit code
 * says whether the JSON goal was met. Settings: BENCH_ORDERS (100000), BENCH_SUBSCRIBERS
 * (50000), BENCH_PAGE_VIEWS (1000000, a fifth as many sessions), BENCH_REQUESTS (200 per call), BENCH_EXPORTS (3). Needs `npm run build` first.
 * Everything runs on 127.0.0.1 and stops by itself.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import { pino } from 'pino';
import { z } from 'zod';
import {
  allOrdersNewestFirst,
  newestOrders,
  orderTotals,
  searchOrders,
} from '#server/orders/admin-orders-repository.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import { rebuildCustomers } from '#server/customers/customers-repository.ts';
import { openSession } from '#server/auth/session-service.ts';
import { insertUser } from '#server/auth/user-repository.ts';
import { openDatabase, selectRows, type Database } from '#server/db/database.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { schema } from '#server/db/schema.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { sessionCookieName } from '#shared/contracts/auth.ts';
import { startBuiltServer, type BuiltServer } from '#tests/built-server.ts';
import { findPostgresBinaries, startPostgresServer } from '#tests/postgres-server.ts';
import { generateShopData } from './bench-admin-data.ts';
import { generateAnalyticsData } from './bench-dashboard-data.ts';
import { memory, percentile, resetPeak } from './bench-tools.ts';

const settings = z
  .object({
    BENCH_ORDERS: z.coerce.number().int().min(100).default(100_000),
    BENCH_SUBSCRIBERS: z.coerce.number().int().min(0).default(50_000),
    BENCH_PAGE_VIEWS: z.coerce.number().int().min(5).default(1_000_000),
    BENCH_REQUESTS: z.coerce.number().int().min(10).default(200),
    BENCH_EXPORTS: z.coerce.number().int().min(1).default(3),
  })
  .parse(process.env);

const jsonGoalMs = 50;

interface Timing {
  call: string;
  median: number;
  p99: number;
}

async function timeCalls(
  server: BuiltServer,
  cookie: string,
  call: string,
  paths: (index: number) => string,
): Promise<Timing> {
  const get = async (index: number) => {
    const response = await fetch(new URL(paths(index), server.url), {
      headers: { Cookie: cookie },
    });
    if (response.status !== 200)
      throw new Error(`${call}: ${paths(index)} answered ${response.status}`);
    await response.arrayBuffer();
  };
  for (let index = 0; index < 10; index += 1) await get(index); // warm-up
  const times: number[] = [];
  for (let index = 0; index < settings.BENCH_REQUESTS; index += 1) {
    const started = performance.now();
    await get(index);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { call, median: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

interface ExportRun {
  ms: number;
  bytes: number;
  rows: number;
  rssBefore: number;
  /** The server's resident memory when 10%, 50% and 90% of the rows had arrived. */
  rssAlong: number[];
  peakDuring: number;
}

/**
 * Downloads the whole export, counting lines as they arrive (the client keeps none of it),
 * and samples the server's memory along the way: constant memory means a flat line.
 */
async function timeExport(server: BuiltServer, cookie: string): Promise<ExportRun> {
  const pid = server.process.pid ?? 0;
  const reset = await resetPeak(pid);
  const before = await memory(pid);
  const marks = [0.1, 0.5, 0.9].map((fraction) => Math.round(fraction * settings.BENCH_ORDERS));
  const rssAlong: number[] = [];
  const started = performance.now();
  const response = await fetch(new URL(adminApi.ordersCsv, server.url), {
    headers: { Cookie: cookie },
  });
  if (response.status !== 200 || !response.body) throw new Error(`export: ${response.status}`);
  let bytes = 0;
  let lines = 0;
  const reader = response.body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    bytes += chunk.value.byteLength;
    for (const byte of chunk.value) if (byte === 0x0a) lines += 1;
    if (lines >= (marks[rssAlong.length] ?? Infinity)) rssAlong.push((await memory(pid)).rss);
  }
  const ms = performance.now() - started;
  const after = await memory(pid);
  return {
    ms,
    bytes,
    // Quoted line breaks are not generated here, so lines are records; one is the header.
    rows: lines - 1,
    rssBefore: before.rss,
    rssAlong,
    peakDuring: reset ? after.peak : Number.NaN,
  };
}

/** The repository's own queries, captured as issued, explained on the filled table. */
async function explainSearches(pool: Pool): Promise<void> {
  const captured: Array<{ label: string; query: string; params: unknown[] }> = [];
  let label = '';
  const db: Database = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (query, params) => label && captured.push({ label, query, params }) },
  });
  const [someId] = await selectRows<{ id: string }>(db, sql`select id from orders limit 1`);
  const runs: Array<[string, () => Promise<unknown>]> = [
    ['totals', () => orderTotals(db)],
    ['10 newest', () => newestOrders(db, 10)],
    [
      'search e-mail "maria.chen"',
      () => searchOrders(db, { q: 'maria.chen', status: 'all', offset: 0, limit: 25 }),
    ],
    [
      'search id prefix',
      () =>
        searchOrders(db, {
          q: someId?.id.slice(0, 9) ?? 'ord_',
          status: 'all',
          offset: 0,
          limit: 25,
        }),
    ],
    [
      'search status=pending page 3',
      () => searchOrders(db, { q: '', status: 'pending', offset: 50, limit: 25 }),
    ],
    [
      'export batches',
      async () => {
        let read = 0;
        for await (const order of allOrdersNewestFirst(db, 1000)) {
          read += order.id.length > 0 ? 1 : 0;
          if (read === 1001) break;
        }
      },
    ],
  ];
  for (const [name, run] of runs) {
    label = name;
    await run();
  }
  console.log('\nQuery plans (EXPLAIN ANALYZE on the filled tables):');
  for (const { label: name, query, params } of captured) {
    const plan = await pool.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, costs off, timing off, summary on) ${query}`,
      params,
    );
    const lines = plan.rows.map((row) => row['QUERY PLAN']);
    const nodes = lines.filter((line) => /Scan|Sort|Aggregate|Limit|Execution Time/.test(line));
    console.log(`- ${name}: ${query.slice(0, 110).replace(/\s+/g, ' ')}...`);
    for (const line of nodes) console.log(`    ${line.trim()}`);
  }
}

const binDir = findPostgresBinaries();
if (!binDir) throw new Error('PostgreSQL binaries not found (PG_BIN_DIR): this bench needs them.');
const postgres = await startPostgresServer(binDir);
const dataDir = await mkdtemp(path.join(tmpdir(), 'csd-bench-admin-'));
const database = await openDatabase({
  databaseUrl: postgres.url,
  dataDir,
  logger: pino({ level: 'silent' }),
});
let server: BuiltServer | undefined;
try {
  await migrateDatabase(database);
  const started = performance.now();
  await generateShopData(database.db, {
    orders: settings.BENCH_ORDERS,
    subscribers: settings.BENCH_SUBSCRIBERS,
  });
  await generateAnalyticsData(database.db, {
    pageViews: settings.BENCH_PAGE_VIEWS,
    sessions: Math.round(settings.BENCH_PAGE_VIEWS / 5),
    now: new Date(),
  });
  // The orders were written in SQL, around the transactions that keep the buyers' table.
  await rebuildCustomers(database.db);
  const counts = await selectRows<Record<string, number>>(
    database.db,
    sql`select (select count(*)::int from orders) as orders,
      (select count(*)::int from outbox) as mails,
      (select count(*)::int from download_tokens) as links,
      (select count(*)::int from download_events) as downloads,
      (select count(*)::int from subscribers) as subscribers,
      (select count(*)::int from customers) as customers,
      (select count(*)::int from analytics_page_views) as page_views`,
  );
  console.log(
    `Generated in ${((performance.now() - started) / 1000).toFixed(1)} s:`,
    JSON.stringify(counts[0]),
  );

  const admin = await insertUser(database.db, {
    email: 'bench-admin@example.com',
    role: 'owner',
    passwordHash: await hashPassword('bench password, never typed'),
  });
  const token = await openSession({ db: database.db, clock: () => new Date() }, admin.id, {
    ip: '127.0.0.1',
    userAgent: 'bench-admin',
  });
  // The server runs on http, so the cookie carries no __Host- prefix.
  const cookie = `${sessionCookieName}=${token}`;

  if (database.driver === 'postgres') await explainSearches(database.client);

  const ids = (
    await selectRows<{ id: string }>(
      database.db,
      sql`select id from orders order by random() limit ${settings.BENCH_REQUESTS}`,
    )
  ).map((row) => row.id);
  const prefixes = ['maria.chen', 'john', 'Sarah.k', 'li.lee4', 'zoe.wright1', 'omar.', 'grace.h'];

  server = await startBuiltServer({ env: { DATABASE_URL: postgres.url, LOG_LEVEL: 'warn' } });
  const pid = server.process.pid ?? 0;
  const idle = await memory(pid);
  const at = (index: number) => index % ids.length;
  const timings = [
    await timeCalls(server, cookie, 'GET overview (3 periods, lists)', () => adminApi.overview),
    await timeCalls(server, cookie, 'GET orders (totals, 10 newest)', () => adminApi.orders),
    await timeCalls(
      server,
      cookie,
      'GET orders/search?q=<e-mail prefix>',
      (index) => `${adminApi.orderSearch}?q=${prefixes[index % prefixes.length] ?? ''}`,
    ),
    await timeCalls(
      server,
      cookie,
      'GET orders/search?q=<order id prefix>',
      (index) => `${adminApi.orderSearch}?q=${ids[at(index)]?.slice(0, 10) ?? ''}`,
    ),
    await timeCalls(
      server,
      cookie,
      'GET orders/search?status=pending&page=<1-20>',
      (index) => `${adminApi.orderSearch}?status=pending&page=${1 + (index % 20)}`,
    ),
    await timeCalls(server, cookie, 'GET orders/:id (random ids)', (index) =>
      adminApi.order(ids[at(index)] ?? ''),
    ),
    await timeCalls(
      server,
      cookie,
      'GET subscribers?status=confirmed&page=<1-20>',
      (index) => `${adminApi.subscribers}?status=confirmed&page=${1 + (index % 20)}`,
    ),
    await timeCalls(server, cookie, 'GET messages', () => adminApi.messages),
    await timeCalls(
      server,
      cookie,
      'GET customers?page=<1-20> and ?q=<e-mail fragment>',
      (index) =>
        index % 2 === 0
          ? `${adminApi.customers}?page=${1 + (index % 20)}`
          : `${adminApi.customers}?q=${prefixes[index % prefixes.length] ?? ''}`,
    ),
  ];
  const exports: ExportRun[] = [];
  for (let run = 0; run < settings.BENCH_EXPORTS; run += 1)
    exports.push(await timeExport(server, cookie));

  console.log(`\n${settings.BENCH_REQUESTS} requests per call, one at a time, after 10 warm-up`);
  console.table(
    timings.map((timing) => ({
      call: timing.call,
      'median ms': timing.median.toFixed(1),
      'p99 ms': timing.p99.toFixed(1),
    })),
  );
  console.log(
    `\nGET orders.csv, ${settings.BENCH_EXPORTS} times (server idle RSS ${idle.rss.toFixed(0)} MB)`,
  );
  console.table(
    exports.map((run) => ({
      seconds: (run.ms / 1000).toFixed(2),
      MB: (run.bytes / 1e6).toFixed(1),
      rows: run.rows,
      'RSS before MB': run.rssBefore.toFixed(0),
      'RSS at 10/50/90% MB': run.rssAlong.map((rss) => rss.toFixed(0)).join(' / '),
      'peak RSS during MB': Number.isNaN(run.peakDuring) ? 'n/a' : run.peakDuring.toFixed(0),
    })),
  );
  const slow = timings.filter((timing) => timing.median >= jsonGoalMs);
  if (exports.some((run) => run.rows !== settings.BENCH_ORDERS))
    throw new Error('The export did not hold every order.');
  if (slow.length > 0) {
    console.error(`Over the ${jsonGoalMs} ms median goal: ${slow.map((t) => t.call).join('; ')}`);
    process.exitCode = 1;
  }
} finally {
  await server?.stop();
  await database.close();
  await postgres.stop();
  await rm(dataDir, { recursive: true, force: true });
}
