import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Logger } from '#server/logger.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { schema } from './schema.ts';

/** One type for both drivers: services never know which one they run on. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The open database, with its underlying client for the migrator and the tests. */
export type DatabaseHandle = { db: Database; close(): Promise<void> } & (
  { driver: 'pglite'; client: PGlite } | { driver: 'postgres'; client: pg.Pool }
);

export type Driver = DatabaseHandle['driver'];

export interface DatabaseOptions {
  /** A postgres:// URL selects a PostgreSQL server; without it PGlite runs embedded. */
  databaseUrl?: string | undefined;
  /** PGlite keeps its files in `<dataDir>/pglite`. */
  dataDir: string;
  logger: Logger;
  /**
   * PostgreSQL: the longest a statement may run; the client gives up a second later. Without
   * it nothing is timed, for `npm run db:migrate` whose migrations may run long.
   */
  statementTimeoutMs?: number | undefined;
  /** PostgreSQL: connections the pool opens at most. Default 10. */
  poolSize?: number;
}

// The server reports its own statement timeout within this much; a client timer that fires
// means the server itself is not answering (frozen, or its host unreachable).
const clientTimeoutMarginMs = 1_000;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      // Probes on idle connections notice a server whose host went away without closing them.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      ...(options.statementTimeoutMs !== undefined && {
        statement_timeout: options.statementTimeoutMs,
        query_timeout: options.statementTimeoutMs + clientTimeoutMarginMs,
      }),
    });
    // An idle client losing its server must not crash the process; the next query reports it.
    pool.on('error', (error) => options.logger.error({ err: error }, 'database connection lost'));
    pool.on('release', (_error, client) => {
      // After pg's query_timeout the connection still waits for that query's answer, and
      // every later query on it would queue behind it. pg-pool drops a client released with
      // an error, but Drizzle's transactions release theirs without one (after a rollback
      // that timed out too): ending it here makes the pool drop it rather than lend it again.
      // `readyForQuery` is pg's own state, missing from its types.
      if ('readyForQuery' in client && client.readyForQuery === false) void client.end();
    });
    const handle: DatabaseHandle = {
      db: drizzleNodePg({ client: pool, schema }),
      driver: 'postgres',
      client: pool,
      close: () => pool.end(),
    };
    await ping(handle.db);
    return handle;
  }
  const directory = path.resolve(options.dataDir, 'pglite');
  await mkdir(directory, { recursive: true });
  // PGlite would open a folder another process writes, and both would corrupt it.
  const release = await lockDataDir(directory);
  // pg_trgm: the back office's search by a fragment of an address or a name (trigram indexes).
  const client = new PGlite(directory, { extensions: { pg_trgm } });
  try {
    await client.waitReady;
  } catch (error) {
    await release();
    throw error;
  }
  return {
    db: drizzlePglite({ client, schema }),
    driver: 'pglite',
    client,
    close: async () => {
      await client.close();
      await release();
    },
  };
}

export async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Rows of a raw SQL query. Both drivers answer with `rows`; the shared type cannot say so. */
export async function selectRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}
