/**
 * `npm run bench:backup-load`: the site's `/checkout` latency while the server makes a backup
 * of a shop of 100,000 orders, 50,000 subscribers and 1,000,000 page views (BENCH_SCALE scales
 * it), on PGlite and on a throwaway PostgreSQL. A built server is started on the shop; autocannon
 * loads GET /checkout (BENCH_CONNECTIONS) for 5 s alone, then from an owner's "Back up now"
 * until the backup is recorded as finished. Needs `npm run build` first; 127.0.0.1 only.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { pino } from 'pino';
import { z } from 'zod';
import { hashPassword } from '#server/auth/passwords.ts';
import { openSession } from '#server/auth/session-service.ts';
import { saveBackupSchedule } from '#server/backups/backup-runs-repository.ts';
import { insertUser } from '#server/auth/user-repository.ts';
import { openDatabase, type DatabaseHandle, type Driver } from '#server/db/database.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { sessionCookieName } from '#shared/contracts/auth.ts';
import { backupsResponseSchema } from '#shared/contracts/system.ts';
import { startBuiltServer, type BuiltServer } from '#tests/built-server.ts';
import { findPostgresBinaries, startPostgresServer } from '#tests/postgres-server.ts';
import { seedBenchShop } from './bench-backup-data.ts';

const settings = z
  .object({
    BENCH_SCALE: z.coerce.number().min(0.001).max(1).default(1),
    BENCH_CONNECTIONS: z.coerce.number().int().min(1).default(10),
  })
  .parse(process.env);

const shop = {
  orders: Math.round(100_000 * settings.BENCH_SCALE),
  subscribers: Math.round(50_000 * settings.BENCH_SCALE),
  pageViews: Math.round(1_000_000 * settings.BENCH_SCALE),
};
const logger = pino({ level: 'silent' });
const folder = await mkdtemp(path.join(tmpdir(), 'csd-bench-backup-load-'));
const binDir = findPostgresBinaries();
const postgres = binDir ? await startPostgresServer(binDir) : undefined;

/** A migrated shop with an owner signed in: the database's server settings and the owner's cookie. */
async function preparedShop(
  driver: Driver,
): Promise<{ env: Record<string, string>; cookie: string }> {
  let handle: DatabaseHandle;
  let env: Record<string, string>;
  if (driver === 'pglite') {
    handle = await openDatabase({ dataDir: path.join(folder, 'data'), logger });
    env = { DATA_DIR: path.join(folder, 'data') };
  } else {
    if (!postgres) throw new Error('PostgreSQL binaries not found (PG_BIN_DIR)');
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query('create database bench_load');
    await admin.end();
    const url = new URL(postgres.url);
    url.pathname = '/bench_load';
    handle = await openDatabase({ databaseUrl: url.toString(), dataDir: folder, logger });
    env = { DATABASE_URL: url.toString(), DATA_DIR: path.join(folder, 'pg-data') };
  }
  await migrateDatabase(handle);
  const started = performance.now();
  await seedBenchShop(handle, shop);
  console.log(`${driver}: shop generated in ${seconds(started)} s`);
  const owner = await insertUser(handle.db, {
    email: 'bench-owner@example.com',
    role: 'owner',
    passwordHash: await hashPassword('bench password, never typed'),
  });
  // Off, so the day's scheduled backup does not start with the server: only the measured one runs.
  await saveBackupSchedule(handle.db, { enabled: false, hour: 3, keep: 7 }, owner.id, new Date());
  const token = await openSession({ db: handle.db, clock: () => new Date() }, owner.id, {
    ip: '127.0.0.1',
    userAgent: 'bench-backup-load',
  });
  // PGlite's folder is the server's once this process lets go of it.
  await handle.close();
  return { env, cookie: `${sessionCookieName}=${token}` };
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

function checkoutLoad(server: BuiltServer, duration: number) {
  let instance: autocannon.Instance | undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: new URL('/checkout', server.url).toString(),
        connections: settings.BENCH_CONNECTIONS,
        duration,
      },
      (error: Error | null, result) => (error ? reject(error) : resolve(result)),
    );
  });
  return { done, stop: () => instance?.stop() };
}

async function backupRunning(server: BuiltServer, cookie: string): Promise<boolean> {
  const response = await fetch(new URL(adminApi.backups, server.url), {
    headers: { Cookie: cookie },
  });
  const { runs } = backupsResponseSchema.parse(await response.json());
  return runs.some((run) => run.status === 'running');
}

function latency(result: autocannon.Result): string {
  return `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms, ${result.requests.total} requests, ${result.non2xx} not 2xx`;
}

const drivers: Driver[] = postgres ? ['pglite', 'postgres'] : ['pglite'];
try {
  for (const driver of drivers) {
    const { env, cookie } = await preparedShop(driver);
    const server = await startBuiltServer({ env: { ...env, LOG_LEVEL: 'warn' } });
    try {
      console.log(`${driver}: /checkout alone: ${latency(await checkoutLoad(server, 5).done)}`);
      const during = checkoutLoad(server, 3600);
      const started = performance.now();
      const answer = await fetch(new URL(adminApi.backups, server.url), {
        method: 'POST',
        headers: { Cookie: cookie, Origin: server.url },
      });
      if (answer.status !== 202) throw new Error(`back up now answered ${answer.status}`);
      while (await backupRunning(server, cookie)) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const took = seconds(started);
      during.stop();
      const result = await during.done;
      console.log(`${driver}: /checkout during a ${took} s backup: ${latency(result)}`);
    } finally {
      await server.stop();
    }
  }
} finally {
  await postgres?.stop();
  await rm(folder, { recursive: true, force: true });
}
