import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { checkHealth } from '#server/health/health-check.ts';
import {
  createTestDatabase,
  postgresAvailable,
  testDrivers,
  type TestDatabase,
} from '#tests/test-database.ts';
import { openDatabase, selectRows, type DatabaseHandle } from './database.ts';
import { migrateDatabase } from './migrate.ts';

describe.each(testDrivers)('database on %s', (driver) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.dispose();
    database = undefined;
  });

  it('is migrated, and migrating again changes nothing', async () => {
    database = await createTestDatabase(driver);
    const { db } = database.handle;
    const count = async () => {
      const rows = await selectRows<{ count: number }>(
        db,
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      return rows[0]?.count;
    };
    const before = await count();
    await migrateDatabase(database.handle);
    expect(await count()).toBe(before);
  });

  it('reports healthy while open and down once closed', async () => {
    database = await createTestDatabase(driver);
    expect(await checkHealth(database.handle.db)).toEqual({
      status: 'ok',
      checks: { database: 'up' },
    });
    await database.handle.close();
    expect(await checkHealth(database.handle.db)).toEqual({
      status: 'unavailable',
      checks: { database: 'down' },
    });
  });
});

describe.skipIf(!postgresAvailable)('migrations on PostgreSQL', () => {
  it('run safely when two servers start at once', async () => {
    const database = await createTestDatabase('postgres');
    try {
      await Promise.all([migrateDatabase(database.handle), migrateDatabase(database.handle)]);
      const rows = await selectRows<{ ok: number }>(database.handle.db, sql`select 1 as ok`);
      expect(rows[0]?.ok).toBe(1);
    } finally {
      await database.dispose();
    }
  });
});

describe.skipIf(!postgresAvailable)('time limits on PostgreSQL', () => {
  let database: TestDatabase | undefined;
  let limited: DatabaseHandle | undefined;
  afterEach(async () => {
    await limited?.close();
    limited = undefined;
    await database?.dispose();
    database = undefined;
  });

  /** A second pool on a fresh test database, with a 300 ms statement timeout. */
  async function openLimited(): Promise<DatabaseHandle> {
    database = await createTestDatabase('postgres');
    limited = await openDatabase({
      databaseUrl: database.url,
      dataDir: database.dataDir,
      logger: pino({ level: 'silent' }),
      statementTimeoutMs: 300,
    });
    return limited;
  }

  it('stops a statement that runs past DATABASE_STATEMENT_TIMEOUT_MS', async () => {
    const { db } = await openLimited();
    const started = Date.now();
    await expect(db.execute(sql`select pg_sleep(5)`)).rejects.toMatchObject({
      cause: { code: '57014' },
    });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('gives up on a server that does not answer and never lends that connection again', async () => {
    const handle = await openLimited();
    if (handle.driver !== 'postgres') throw new Error('expected the pg pool');
    const started = Date.now();
    // The server no longer enforcing a limit stands for one that has stopped answering:
    // only the client's own timer (statement timeout + 1 s) ends the wait.
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`set local statement_timeout = 0`);
        await tx.execute(sql`select pg_sleep(10)`);
      }),
    ).rejects.toThrow();
    // The sleep and then the rollback queued behind it each wait out the client's timer.
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(handle.client.totalCount).toBe(0);
    const next = Date.now();
    expect(await selectRows<{ ok: number }>(handle.db, sql`select 1 as ok`)).toEqual([{ ok: 1 }]);
    expect(Date.now() - next).toBeLessThan(1_000);
  });
});
