/**
 * `npm run bench:backup`: backup and restore of a shop of 100,000 orders, 50,000 subscribers and
 * 1,000,000 page views, on PGlite and on a throwaway PostgreSQL, and each restored into the other.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { pino } from 'pino';
import { openDatabase, type DatabaseHandle, type Driver } from '#server/db/database.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { restoreBackup } from '#server/backups/restore-backup.ts';
import { writeBackup } from '#server/backups/write-backup.ts';
import { findPostgresBinaries, startPostgresServer } from '#tests/postgres-server.ts';
import { seedBenchShop } from './bench-backup-data.ts';

const shop = { orders: 100_000, subscribers: 50_000, pageViews: 1_000_000 };
const logger = pino({ level: 'silent' });
const folder = await mkdtemp(path.join(tmpdir(), 'csd-bench-backup-'));
const binDir = findPostgresBinaries();
const postgres = binDir ? await startPostgresServer(binDir) : undefined;
let databases = 0;

/** A new empty database of `driver`: a folder for PGlite, a created database on the server. */
async function emptyDatabase(driver: Driver): Promise<DatabaseHandle> {
  databases += 1;
  if (driver === 'pglite') {
    return openDatabase({ dataDir: path.join(folder, `pglite-${databases}`), logger });
  }
  if (!postgres) throw new Error('PostgreSQL binaries not found (PG_BIN_DIR)');
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query(`create database bench_${databases}`);
  await admin.end();
  const url = new URL(postgres.url);
  url.pathname = `/bench_${databases}`;
  return openDatabase({ databaseUrl: url.toString(), dataDir: folder, logger });
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const drivers: Driver[] = postgres ? ['pglite', 'postgres'] : ['pglite'];

try {
  for (const from of drivers) {
    const source = await emptyDatabase(from);
    await migrateDatabase(source);
    let start = performance.now();
    await seedBenchShop(source, shop);
    console.log(`${from}: shop generated in ${seconds(start)} s`);
    const file = path.join(folder, `${from}.csdb.gz`);
    start = performance.now();
    const summary = await writeBackup(source, file);
    console.log(
      `${from}: backup ${seconds(start)} s, ${(summary.bytes / 1e6).toFixed(1)} MB, ${summary.rows} rows in ${summary.tables} tables`,
    );
    await source.close();
    for (const to of drivers) {
      const target = await emptyDatabase(to);
      start = performance.now();
      const restored = await restoreBackup(target, file);
      console.log(`${from} -> ${to}: restore ${seconds(start)} s (${restored.rows} rows)`);
      await target.close();
    }
  }
} finally {
  await postgres?.stop();
  await rm(folder, { recursive: true, force: true });
}
