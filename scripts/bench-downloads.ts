/**
 * `npm run bench:downloads`: one buyer hammering the download link while a visitor loads
 * /checkout, against the production build on PGlite and, where its binaries are installed, on
 * a throwaway PostgreSQL. A 21-page guide of about 24 MB is
 * uploaded and bought with the test provider; then 16 clients loop for 20 s, each posting the
 * download page's form (which counts a download while the link allows one) and fetching the
 * newest receipt's file, while one more client loads /checkout over and over. Reported: the
 * visitor's p50/p99 before and during the load, stamped copies made (the server's log),
 * downloads counted, receipts served, and the server's peak memory (RSS, worker threads
 * included). Then a decompression bomb (1 MB that inflates to 1 GiB) is uploaded: the check's
 * time and the server's memory growth.
 *
 * Goal: /checkout p99 under 50 ms during the load; the exit code says whether it was met.
 * Settings: BENCH_SECONDS (20), BENCH_CLIENTS (16), BENCH_GUIDE_MB (24), BENCH_BOMB_MB (1024).
 * Needs `npm run build` first. Everything runs on 127.0.0.1 and stops by itself.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { adminApi, authApi } from '#shared/contracts/admin-api.ts';
import {
  createPaymentResponseSchema,
  verifyPaymentResponseSchema,
} from '#shared/contracts/checkout.ts';
import { startBuiltServer, type BuiltServer } from '#tests/built-server.ts';
import { projectRoot } from '#tests/project-root.ts';
import { checkoutRequest } from '#tests/checkout-factory.ts';
import { decompressionBombPdf, makePdf } from '#tests/pdf-factory.ts';
import { findPostgresBinaries, startPostgresServer } from '#tests/postgres-server.ts';
import { memory, percentile, resetPeak } from './bench-tools.ts';

const settings = z
  .object({
    BENCH_SECONDS: z.coerce.number().min(1).default(20),
    BENCH_CLIENTS: z.coerce.number().int().min(1).default(16),
    BENCH_GUIDE_MB: z.coerce.number().min(1).max(25).default(24),
    BENCH_BOMB_MB: z.coerce.number().int().min(64).default(1024),
  })
  .parse(process.env);

const goalP99Ms = 50;
const admin = { email: 'bench-admin@example.com', password: 'bench password, never typed' };
const mb = 1024 * 1024;

function client(server: BuiltServer) {
  const url = (path: string) => new URL(path, server.url);
  return {
    url,
    postJson: (path: string, body: unknown, cookie = '') =>
      fetch(url(path), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: server.url, Cookie: cookie },
        body: JSON.stringify(body),
      }),
    postForm: (path: string) =>
      fetch(url(path), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url },
        body: '',
        redirect: 'manual',
      }),
  };
}

async function signIn(server: BuiltServer): Promise<string> {
  const response = await client(server).postJson(authApi.signIn, admin);
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (response.status !== 200 || !cookie) throw new Error(`sign-in answered ${response.status}`);
  return cookie;
}

function upload(server: BuiltServer, cookie: string, pdf: Uint8Array, name: string) {
  return fetch(new URL(`${adminApi.guideFiles}?name=${name}`, server.url), {
    method: 'POST',
    headers: { Cookie: cookie, Origin: server.url, 'Content-Type': 'application/pdf' },
    body: new Uint8Array(pdf),
  });
}

/** Buys the guide with the test provider; answers the download link's path. */
async function purchase(server: BuiltServer): Promise<string> {
  const http = client(server);
  const created = await http.postJson('/api/create-payment', checkoutRequest());
  const { url } = createPaymentResponseSchema.parse(await created.json());
  const sessionId = url.split('/').at(-1) ?? '';
  await http.postForm(`/test-checkout/${sessionId}`);
  const verified = verifyPaymentResponseSchema.parse(
    await (await http.postJson('/api/verify-payment', { session_id: sessionId })).json(),
  );
  if (!verified.download_url) throw new Error('the purchase did not verify');
  return new URL(verified.download_url).pathname;
}

/**
 * Loads /checkout one request after another for `seconds`, from a process of its own (the
 * buyer's clients here would otherwise delay it); answers each request's milliseconds, sorted.
 */
async function visitor(server: BuiltServer, seconds: number): Promise<number[]> {
  const child = fork(new URL('./checkout-visitor.ts', import.meta.url), {
    cwd: projectRoot,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const answer = once(child, 'message');
  child.send({ url: new URL('/checkout', server.url).href, seconds });
  const [message] = (await answer) as unknown[];
  return z
    .object({ times: z.array(z.number()) })
    .parse(message)
    .times.sort((a, b) => a - b);
}

/** Waits until the server logged `msg` (the delivery mail sent, say). */
async function logged(server: BuiltServer, msg: string, timeoutMs = 120_000): Promise<void> {
  const until = performance.now() + timeoutMs;
  while (!server.output.some((line) => line.includes(`"msg":"${msg}"`))) {
    if (performance.now() > until) throw new Error(`The server did not log "${msg}" in time.`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
}

interface BuyerTally {
  counted: number;
  refused: number;
  receipts: number;
  failed: number;
}

/**
 * One of the buyer's clients: posts the download page's form (a count while any are left),
 * then fetches the newest receipt's file, again and again.
 */
async function buyer(
  server: BuiltServer,
  link: string,
  until: number,
  receipt: { file: string | undefined },
  tally: BuyerTally,
): Promise<void> {
  const http = client(server);
  while (performance.now() < until) {
    const posted = await http.postForm(`${link}?show=page`);
    const page = await posted.text();
    const file = /<meta http-equiv="refresh" content="0; url=([^"]+)"/.exec(page)?.[1];
    if (posted.status === 200 && file) {
      tally.counted += 1;
      receipt.file = file;
    } else tally.refused += 1;
    if (!receipt.file) continue;
    const fetched = await fetch(http.url(receipt.file), { redirect: 'manual' });
    await fetched.arrayBuffer();
    if (fetched.status === 200) tally.receipts += 1;
    else tally.failed += 1;
  }
}

function describe(times: number[]): string {
  return `p50 ${percentile(times, 0.5).toFixed(1)} ms, p99 ${percentile(times, 0.99).toFixed(1)} ms (${times.length} requests)`;
}

const stampLines = (server: BuiltServer) =>
  server.output.filter((line) => line.includes('"msg":"guide copy stamped"')).length;

async function benchDownloads(server: BuiltServer, cookie: string): Promise<boolean> {
  const guide = await makePdf({
    pages: Array.from({ length: 21 }, () => ({})),
    payloadBytes: Math.floor(settings.BENCH_GUIDE_MB * mb),
  });
  const uploaded = await upload(server, cookie, guide, 'bench-guide.pdf');
  if (uploaded.status !== 201) throw new Error(`guide upload answered ${uploaded.status}`);
  const link = await purchase(server);
  console.log(
    `Guide: 21 pages, ${(guide.byteLength / mb).toFixed(1)} MB; ${settings.BENCH_CLIENTS} buyer clients for ${settings.BENCH_SECONDS} s`,
  );
  // The delivery mail (the stamped copy attached, written as an .eml file) goes first.
  await logged(server, 'mail sent');
  const idle = await visitor(server, 3);
  console.log(`/checkout alone:        ${describe(idle)}`);

  const pid = server.process.pid ?? 0;
  await resetPeak(pid);
  const before = await memory(pid);
  const until = performance.now() + settings.BENCH_SECONDS * 1000;
  const tally: BuyerTally = { counted: 0, refused: 0, receipts: 0, failed: 0 };
  const receipt: { file: string | undefined } = { file: undefined };
  const [loaded] = await Promise.all([
    visitor(server, settings.BENCH_SECONDS),
    ...Array.from({ length: settings.BENCH_CLIENTS }, () =>
      buyer(server, link, until, receipt, tally),
    ),
  ]);
  const after = await memory(pid);
  const p99 = percentile(loaded, 0.99);
  console.log(`/checkout under load:   ${describe(loaded)} (goal p99 < ${goalP99Ms} ms)`);
  console.log(
    `Stamped copies made: ${stampLines(server)}; downloads counted: ${tally.counted} (refused ${tally.refused}); receipts served: ${tally.receipts} (failed ${tally.failed})`,
  );
  console.log(
    `Server RSS: ${before.rss.toFixed(0)} MB before, peak ${after.peak.toFixed(0)} MB during the load`,
  );
  return p99 < goalP99Ms;
}

async function benchBomb(server: BuiltServer, cookie: string): Promise<void> {
  const bomb = await decompressionBombPdf(settings.BENCH_BOMB_MB * mb);
  const pid = server.process.pid ?? 0;
  await new Promise((settle) => setTimeout(settle, 1_000));
  await resetPeak(pid);
  const before = await memory(pid);
  const started = performance.now();
  const response = await upload(server, cookie, bomb, 'bomb.pdf');
  const answer = await response.text();
  const ms = performance.now() - started;
  const after = await memory(pid);
  console.log(
    `Bomb (${(bomb.byteLength / mb).toFixed(2)} MB inflating to ${settings.BENCH_BOMB_MB} MiB): ${response.status} in ${ms.toFixed(0)} ms, server RSS ${before.rss.toFixed(0)} MB before, peak ${after.peak.toFixed(0)} MB`,
  );
  console.log(`  ${answer}`);
}

/** The whole bench on one database: the downloads under load, then the bomb. */
async function benchDriver(label: string, env: Record<string, string>): Promise<boolean> {
  console.log(`${label}:`);
  const server = await startBuiltServer({
    env: { ...env, LOG_LEVEL: 'info', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
  });
  try {
    const cookie = await signIn(server);
    const met = await benchDownloads(server, cookie);
    await benchBomb(server, cookie);
    return met;
  } finally {
    await server.stop();
  }
}

let met = await benchDriver('PGlite', {});
const binDir = findPostgresBinaries();
if (binDir) {
  const postgres = await startPostgresServer(binDir);
  try {
    met = (await benchDriver('PostgreSQL', { DATABASE_URL: postgres.url })) && met;
  } finally {
    await postgres.stop();
  }
} else {
  console.log('PostgreSQL binaries not found (PG_BIN_DIR): PGlite only.');
}
process.exitCode = met ? 0 : 1;
