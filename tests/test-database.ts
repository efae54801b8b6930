import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, afterEach, beforeEach, inject } from 'vitest';
import { openDatabase, type DatabaseHandle, type Driver } from '#server/db/database.ts';
import { migrationSeedStatements } from './migration-seed.ts';
import { copyPgliteTemplate, migratedTemplate } from './setup/postgres-global.ts';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** postgres:// URL of this database, for a server process; undefined on PGlite. */
  url: string | undefined;
  /** PGlite: the data folder to hand a server process. */
  dataDir: string;
  dispose(): Promise<void>;
}

/** Only the database and built-server tiers prepare databases (tests/setup/postgres-global.ts). */
function preparedPostgresUrl(): string {
  const url = inject('postgresUrl') as string | undefined;
  if (url === undefined)
    throw new Error('This test file uses a database: name it *.db.test.ts (or *.built.test.ts).');
  return url;
}

const postgresUrl = preparedPostgresUrl();

export const postgresAvailable = postgresUrl !== '';

/** The drivers every database test runs against; PostgreSQL only where its binaries exist. */
export const testDrivers: readonly Driver[] = postgresAvailable
  ? ['pglite', 'postgres']
  : ['pglite'];

const logger = pino({ level: 'silent' });

/**
 * Databases given back by finished tests, emptied, per driver: making one costs about a
 * second (a folder copy or a CREATE DATABASE), emptying one a few milliseconds. The tests
 * of a file run one at a time, so a file mostly reuses one database per driver.
 */
const idle: Record<Driver, TestDatabase[]> = { pglite: [], postgres: [] };
const destroyers = new Map<TestDatabase, () => Promise<void>>();
// This module is loaded once per test file: its databases go when the file's tests are done.
afterAll(async () => {
  await Promise.all([...destroyers.values()].map((destroy) => destroy()));
  destroyers.clear();
});

async function publicTables(handle: DatabaseHandle): Promise<string[]> {
  const text = "select tablename from pg_tables where schemaname = 'public'";
  const { rows } =
    handle.driver === 'pglite'
      ? await handle.client.query<{ tablename: string }>(text)
      : await handle.client.query<{ tablename: string }>(text);
  return rows.map((row) => row.tablename);
}

const seedStatements = migrationSeedStatements();

/**
 * Empties every table and restarts identities, then puts the migrations' seed back (what a fresh
 * database holds); false when the database cannot be used again.
 */
async function emptied(database: TestDatabase): Promise<boolean> {
  try {
    const tables = await publicTables(database.handle);
    await database.handle.db.execute(
      sql.raw(
        `truncate ${tables.map((name) => `"public"."${name}"`).join(', ')} restart identity cascade`,
      ),
    );
    for (const statement of seedStatements) await database.handle.db.execute(sql.raw(statement));
    // Files a test's server wrote (mail, guides) go too; PGlite's own folder stays.
    for (const entry of await readdir(database.dataDir)) {
      if (entry !== 'pglite') await rm(path.join(database.dataDir, entry), { recursive: true });
    }
    return true;
  } catch {
    return false;
  }
}

/**
 * A migrated database with no rows, for this test alone until it calls `dispose`: one given
 * back by an earlier test, or a new one copied from the run's template. A test that closed
 * its handle (to hand the folder to a server process) gets its database thrown away instead.
 */
export async function createTestDatabase(driver: Driver): Promise<TestDatabase> {
  const reused = idle[driver].pop();
  if (reused) return reused;
  const fresh = await newTestDatabase(driver);
  const database: TestDatabase = {
    ...fresh,
    async dispose() {
      if (await emptied(database)) {
        idle[driver].push(database);
        return;
      }
      destroyers.delete(database);
      await fresh.dispose();
    },
  };
  destroyers.set(database, () => fresh.dispose());
  return database;
}

/**
 * A fresh database of `driver` for each test of the calling `describe` block, given back
 * after it: call it inside `describe`, and the returned function inside the tests.
 */
export function useTestDatabase(driver: Driver): () => TestDatabase {
  let current: TestDatabase | undefined;
  beforeEach(async () => {
    current = await createTestDatabase(driver);
  });
  afterEach(async () => {
    await current?.dispose();
    current = undefined;
  });
  return () => {
    if (!current) throw new Error('The test database exists only while a test runs.');
    return current;
  };
}

async function newTestDatabase(driver: Driver): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'csd-db-'));
  if (driver === 'pglite') {
    await copyPgliteTemplate(inject('pgliteTemplateDir'), dataDir);
    const handle = await openDatabase({ dataDir, logger });
    return {
      handle,
      url: undefined,
      dataDir,
      async dispose() {
        await handle.close().catch(() => undefined);
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `csd_test_${randomBytes(6).toString('hex')}`;
  const baseUrl = postgresUrl;
  await adminQuery(baseUrl, `create database ${name} template ${migratedTemplate}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir, logger });
  return {
    handle,
    url: url.toString(),
    dataDir,
    async dispose() {
      await handle.close().catch(() => undefined);
      await adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
