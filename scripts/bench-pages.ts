/**
 * `npm run bench:pages`: how close the production build comes, on cached public pages,
 * to a bare Node HTTP server sending the very same status, headers and bytes. The
 * target is a ratio (app req/s ÷ bare req/s) of at least 0.5 on every route, with no
 * errors, timeouts or unexpected statuses; the exit code says whether it was met.
 *
 * Settings: BENCH_CONNECTIONS (50), BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (2), and
 * LOG_LEVEL for the app (info, the production default). Needs `npm run build` first.
 * The load generator runs on the same machine, so on few cores it competes with the
 * server: the CPU columns show which side ran out (100% is one core).
 */
import { request } from 'node:http';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { z } from 'zod';
import { startBuiltServer } from '#tests/built-server.ts';
import type { FixedResponse } from './bare-server.ts';
import { cpuPercent, cpuSeconds, forkServer, formatPercent } from './bench-tools.ts';

const settings = z
  .object({
    BENCH_CONNECTIONS: z.coerce.number().int().min(1).default(50),
    BENCH_SECONDS: z.coerce.number().int().min(1).default(10),
    BENCH_WARMUP_SECONDS: z.coerce.number().int().min(0).default(2),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
  })
  .parse(process.env);

const minRatio = 0.5;

/** The routes measured, and the status each must answer every request with. */
const routes = [
  { path: '/', status: 200 },
  { path: '/faq', status: 200 },
  { path: '/no-such-page', status: 404 },
] as const;

type Route = (typeof routes)[number];

// Node's HTTP server writes these itself; copying them would duplicate or falsify them.
const ownHeaders = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** One identity-encoded response, as a client without Accept-Encoding (autocannon) gets it. */
function capture(url: URL): Promise<FixedResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const headers = res.rawHeaders.flatMap((value, index, all) =>
          index % 2 === 0 && !ownHeaders.has(value.toLowerCase())
            ? [value, all[index + 1] ?? '']
            : [],
        );
        const bodyBase64 = Buffer.concat(chunks).toString('base64');
        resolve({ status: res.statusCode ?? 0, headers, bodyBase64 });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** Something to measure: where it listens, its process, and the lines it logs, if kept. */
interface Target {
  url: string;
  pid: number | undefined;
  logLines?: string[];
}

interface Measurement {
  reqPerSec: number;
  p99Ms: number;
  /** Share of one core the target's process used during the run. */
  cpuPercent: number | undefined;
  /** Lines the target logged per response, where its log is kept. */
  logLinesPerResponse: number | undefined;
  /** Responses whose status was not the route's. */
  unexpected: number;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
}

/** Drops the lines logged so far, once the pipe has caught up; returns how many there were. */
async function takeLogLines(target: Target): Promise<number | undefined> {
  if (!target.logLines) return undefined;
  await sleep(250);
  // The helper keeps every line; 100k+ per run would grow this process's heap and slow it down.
  return target.logLines.splice(0).length;
}

async function measure(target: Target, expectedStatus: number): Promise<Measurement> {
  const options = { url: target.url, connections: settings.BENCH_CONNECTIONS, pipelining: 1 };
  // JIT compilation and connection set-up are not what is being measured.
  if (settings.BENCH_WARMUP_SECONDS > 0)
    await autocannon({ ...options, duration: settings.BENCH_WARMUP_SECONDS });
  await takeLogLines(target);
  const cpuBefore = cpuSeconds(target.pid);
  const result = await autocannon({ ...options, duration: settings.BENCH_SECONDS });
  const cpuAfter = cpuSeconds(target.pid);
  const logLines = await takeLogLines(target);

  const counts = result.statusCodeStats ?? {};
  const responses = Object.values(counts).reduce((sum, { count = 0 }) => sum + count, 0);
  const expected: `${number}` = `${expectedStatus}`;
  return {
    reqPerSec: result.requests.average,
    p99Ms: result.latency.p99,
    cpuPercent: cpuPercent(cpuBefore, cpuAfter, result.duration),
    logLinesPerResponse: logLines === undefined ? undefined : logLines / Math.max(responses, 1),
    unexpected: responses - (counts[expected]?.count ?? 0),
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

interface RouteResult {
  route: Route;
  app: Measurement;
  bare: Measurement;
  ratio: number;
}

async function benchRoute(app: Target, route: Route): Promise<RouteResult> {
  const url = new URL(route.path, app.url);
  // The first request renders the page and caches it; every later one is a cache hit.
  const response = await capture(url);
  if (response.status !== route.status)
    throw new Error(`${route.path} answered ${response.status}, expected ${route.status}.`);

  const appResult = await measure({ ...app, url: url.href }, route.status);
  const bareServer = await forkServer('./bare-server.ts', response);
  try {
    const bareUrl = new URL(route.path, bareServer.url).href;
    const bare = await measure({ ...bareServer, url: bareUrl }, route.status);
    return { route, app: appResult, bare, ratio: appResult.reqPerSec / bare.reqPerSec };
  } finally {
    await bareServer.stop();
  }
}

function printTable(results: RouteResult[]): void {
  const table = [
    [
      'route',
      'app req/s',
      'app p99 ms',
      'bare req/s',
      'bare p99 ms',
      'ratio',
      'app CPU %',
      'bare CPU %',
      'app log lines/resp',
      'wrong status app/bare',
      'errors app/bare',
      'timeouts app/bare',
    ],
    ...results.map(({ route, app, bare, ratio }) => [
      route.path,
      app.reqPerSec.toFixed(0),
      app.p99Ms.toFixed(0),
      bare.reqPerSec.toFixed(0),
      bare.p99Ms.toFixed(0),
      ratio.toFixed(2),
      formatPercent(app.cpuPercent),
      formatPercent(bare.cpuPercent),
      app.logLinesPerResponse?.toFixed(2) ?? 'n/a',
      `${app.unexpected}/${bare.unexpected}`,
      `${app.errors}/${bare.errors}`,
      `${app.timeouts}/${bare.timeouts}`,
    ]),
  ];
  const widths = (table[0] ?? []).map((_, column) =>
    Math.max(...table.map((row) => (row[column] ?? '').length)),
  );
  for (const row of table) {
    const cells = row.map((cell, column) =>
      column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
    );
    console.log(cells.join('  '));
  }
}

function failures({ route, app, bare, ratio }: RouteResult): string[] {
  const found: string[] = [];
  if (ratio < minRatio) found.push(`ratio ${ratio.toFixed(3)} is below ${minRatio}`);
  if (app.errors + bare.errors > 0)
    found.push(`${app.errors} app and ${bare.errors} bare errors (timeouts included)`);
  if (app.unexpected + bare.unexpected > 0)
    found.push(`${app.unexpected} app and ${bare.unexpected} bare responses not ${route.status}`);
  return found.map((failure) => `${route.path}: ${failure}`);
}

const startedAt = performance.now();
console.log(
  `bench:pages: ${os.cpus().length} CPUs, Node ${process.version}; ${settings.BENCH_CONNECTIONS} connections, ` +
    `${settings.BENCH_WARMUP_SECONDS} s warm-up + ${settings.BENCH_SECONDS} s per run; app LOG_LEVEL=${settings.LOG_LEVEL}`,
);

const server = await startBuiltServer({ env: { LOG_LEVEL: settings.LOG_LEVEL } });
const results: RouteResult[] = [];
try {
  const app: Target = { url: server.url, pid: server.process.pid, logLines: server.output };
  for (const route of routes) {
    console.log(`measuring ${route.path} (app, then bare) ...`);
    results.push(await benchRoute(app, route));
  }
} finally {
  await server.stop();
}

printTable(results);
const problems = results.flatMap(failures);
const seconds = ((performance.now() - startedAt) / 1000).toFixed(0);
if (problems.length > 0) {
  console.error(`bench:pages FAILED after ${seconds} s:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `bench:pages passed after ${seconds} s: every ratio is at least ${minRatio}, no errors.`,
);
