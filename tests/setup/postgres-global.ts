import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#server/db/database.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import {
  findPostgresBinaries,
  startPostgresServer,
  type PostgresServer,
} from '../postgres-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the run's PostgreSQL server; empty when its binaries are missing. */
    postgresUrl: string;
    /** A migrated PGlite data folder that each test copies. */
    pgliteTemplateDir: string;
  }
}

export const migratedTemplate = 'csd_migrated_template';
const logger = pino({ level: 'silent' });

/**
 * Once per run: migrate one PGlite folder and one PostgreSQL template database, so
 * that every test gets a migrated database by copying instead of migrating.
 */
export default async function setup(project: TestProject) {
  const root = await mkdtemp(path.join(tmpdir(), 'csd-test-db-'));
  const pglite = await openDatabase({ dataDir: root, logger });
  await migrateDatabase(pglite);
  await pglite.close();
  project.provide('pgliteTemplateDir', path.join(root, 'pglite'));

  let server: PostgresServer | undefined;
  const binDir = findPostgresBinaries();
  if (binDir) {
    server = await startPostgresServer(binDir);
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query(`create database ${migratedTemplate}`);
    await admin.end();
    const template = await openDatabase({
      databaseUrl: templateUrl(server.url),
      dataDir: root,
      logger,
    });
    await migrateDatabase(template);
    await template.close();
  } else if (process.env.CI) {
    throw new Error(
      'PostgreSQL binaries are missing: CI must run the PostgreSQL tests (set PG_BIN_DIR).',
    );
  } else {
    console.warn(
      'PostgreSQL binaries not found: the PostgreSQL variants of the database tests are skipped.',
    );
  }
  project.provide('postgresUrl', server?.url ?? '');

  return async () => {
    await server?.stop();
    await rm(root, { recursive: true, force: true });
  };
}

function templateUrl(baseUrl: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${migratedTemplate}`;
  return url.toString();
}

export async function copyPgliteTemplate(templateDir: string, dataDir: string): Promise<void> {
  await cp(templateDir, path.join(dataDir, 'pglite'), { recursive: true });
}
