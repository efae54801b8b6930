import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { selectRows } from '#server/db/database.ts';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '#tests/test-database.ts';
import { inBackupSession } from './backup-connection.ts';

describe.skipIf(!postgresAvailable)('a backup’s own PostgreSQL connection', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase('postgres');
  });
  afterEach(() => database.dispose());

  it('fails the backup, and only the backup, when the server drops it mid-way', async () => {
    const { db } = database.handle;
    const backup = inBackupSession(database.handle, 'read only', async (session) => {
      const [own] = await session.query<{ pid: number }>('select pg_backend_pid() as pid');
      // As a PostgreSQL restart or a failover does to every connection.
      await db.execute(sql`select pg_terminate_backend(${own?.pid ?? 0})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return session.query('select 1');
    });
    await expect(backup).rejects.toThrow();
    // The process lives on, and the pool the site answers with still works.
    expect(await selectRows<{ one: number }>(db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });
});
