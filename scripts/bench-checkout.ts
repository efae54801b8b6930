/**
 * `npm run bench:checkout`: creates N orders and completes them through the HTTP
 * API of the production build (create-payment, the test provider's pay page,
 * verify-payment), once on the embedded database and once on a throwaway
 * PostgreSQL, and reports completed orders per second and create-payment latency.
 *
 * Settings: BENCH_ORDERS (300), BENCH_CONCURRENCY (20). Needs `npm run build` first.
 * Everything runs on 127.0.0.1 and stops by itself.
 */
import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import {
  createPaymentResponseSchema,
  verifyPaymentResponseSchema,
} from '#shared/contracts/checkout.ts';
import { startBuiltServer } from '#tests/built-server.ts';
import { checkoutRequest } from '#tests/checkout-factory.ts';
import { findPostgresBinaries, startPostgresServer } from '#tests/postgres-server.ts';
import { percentile } from './bench-tools.ts';

const settings = z
  .object({
    BENCH_ORDERS: z.coerce.number().int().min(1).default(300),
    BENCH_CONCURRENCY: z.coerce.number().int().min(1).default(20),
  })
  .parse(process.env);

interface Result {
  database: string;
  ordersPerSecond: number;
  createP50: number;
  createP99: number;
  failures: number;
}

async function purchase(baseUrl: string, index: number): Promise<number> {
  // Each buyer comes from its own address, as real buyers do; the server trusts this header here.
  const headers = {
    'Content-Type': 'application/json',
    'X-Forwarded-For': `198.51.${index >> 8}.${index & 255}`,
    // As a browser on our own pages: the same-origin check refuses POSTs without it.
    Origin: new URL(baseUrl).origin,
  };
  const started = performance.now();
  const created = await fetch(new URL('/api/create-payment', baseUrl), {
    method: 'POST',
    headers,
    body: JSON.stringify(checkoutRequest({ email: `bench.${index}@example.com` })),
  });
  const createMs = performance.now() - started;
  if (created.status !== 200) throw new Error(`create-payment answered ${created.status}`);
  const paymentPath = new URL(createPaymentResponseSchema.parse(await created.json()).url).pathname;
  const paid = await fetch(new URL(paymentPath, baseUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: headers.Origin },
  });
  if (paid.status !== 303) throw new Error(`paying answered ${paid.status}`);
  const sessionId = paymentPath.split('/').at(-1) ?? '';
  const verified = await fetch(new URL('/api/verify-payment', baseUrl), {
    method: 'POST',
    headers,
    body: JSON.stringify({ session_id: sessionId }),
  });
  if (!verifyPaymentResponseSchema.parse(await verified.json()).success)
    throw new Error('not verified');
  return createMs;
}

async function run(database: string, env: Record<string, string>): Promise<Result> {
  const server = await startBuiltServer({
    env: { ...env, TRUST_PROXY: 'true', LOG_LEVEL: 'warn' },
  });
  try {
    await purchase(server.url, 0); // warm-up: first render, first PDF, JIT
    const latencies: number[] = [];
    let failures = 0;
    let next = 1;
    const started = performance.now();
    const worker = async () => {
      while (next <= settings.BENCH_ORDERS) {
        const index = next++;
        await purchase(server.url, index).then(
          (ms) => latencies.push(ms),
          () => (failures += 1),
        );
      }
    };
    await Promise.all(Array.from({ length: settings.BENCH_CONCURRENCY }, worker));
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      database,
      ordersPerSecond: latencies.length / seconds,
      createP50: percentile(latencies, 0.5),
      createP99: percentile(latencies, 0.99),
      failures,
    };
  } finally {
    await server.stop();
  }
}

const results = [await run('PGlite (embedded)', {})];
const binDir = findPostgresBinaries();
if (binDir) {
  const postgres = await startPostgresServer(binDir);
  try {
    results.push(await run('PostgreSQL 15', { DATABASE_URL: postgres.url }));
  } finally {
    await postgres.stop();
  }
} else {
  console.warn('PostgreSQL binaries not found: only the embedded database was measured.');
}

console.log(`\n${settings.BENCH_ORDERS} orders, ${settings.BENCH_CONCURRENCY} at a time\n`);
console.table(
  results.map((result) => ({
    database: result.database,
    'orders/s': result.ordersPerSecond.toFixed(1),
    'create-payment p50 ms': result.createP50.toFixed(1),
    'create-payment p99 ms': result.createP99.toFixed(1),
    failures: result.failures,
  })),
);
if (results.some((result) => result.failures > 0)) process.exit(1);
