import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle, type Driver } from '#server/db/database.ts';
import { copyPgliteTemplate, migratedTemplate } from './setup/postgres-global.ts';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** postgres:// URL of this database, for a server process; undefined on PGlite. */
  url: string | undefined;
  /** PGlite: the data folder to hand a server process. */
  dataDir: string;
  dispose(): Promise<void>;
}

export const postgresAvailable = inject('postgresUrl') !== '';

/** The drivers every database test runs against; PostgreSQL only where its binaries exist. */
export const testDrivers: readonly Driver[] = postgresAvailable
  ? ['pglite', 'postgres']
  : ['pglite'];

const logger = pino({ level: 'silent' });

/** A fresh, migrated database of its own, made by copying the run's template. */
export async function createTestDatabase(driver: Driver): Promise<TestDatabase> {
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
  const baseUrl = inject('postgresUrl');
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
