import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { checkHealth } from '#server/services/health.ts';
import {
  createTestDatabase,
  postgresAvailable,
  testDrivers,
  type TestDatabase,
} from '#tests/test-database.ts';
import { selectRows } from './database.ts';
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
