import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '#tests/mail-fixtures.ts';
import { createTestDatabase, postgresAvailable } from '#tests/test-database.ts';
import { listenForSettings } from './settings-listener.ts';
import { announceContentChange } from '#server/db/content-changes.ts';

describe.skipIf(!postgresAvailable)('the settings listener on PostgreSQL', () => {
  it('reads the settings on each notification, and again after its connection is lost', async () => {
    const database = await createTestDatabase('postgres');
    let reloads = 0;
    const listener = listenForSettings({
      databaseUrl: database.url ?? '',
      logger: silentLogger,
      reload: () => Promise.resolve((reloads += 1)),
      retryMs: 20,
    });
    const { db } = database.handle;
    try {
      // Connected: it reads the settings once, since a save may have come before.
      await expect.poll(() => reloads).toBe(1);
      await announceContentChange(db, 'settings');
      await expect.poll(() => reloads).toBe(2);

      await db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'listen%'`,
      );
      // Back again, it reads them (a save announced meanwhile was missed), then listens on.
      await expect.poll(() => reloads, { timeout: 5_000 }).toBe(3);
      await announceContentChange(db, 'images');
      await expect.poll(() => reloads).toBe(4);
    } finally {
      await listener.stop();
      await database.dispose();
    }
  });

  it('reads everything again on its own clock, even when no notification arrives', async () => {
    const database = await createTestDatabase('postgres');
    let reloads = 0;
    const listener = listenForSettings({
      databaseUrl: database.url ?? '',
      logger: silentLogger,
      reload: () => Promise.resolve((reloads += 1)),
      pollMs: 50,
    });
    try {
      await expect.poll(() => reloads).toBeGreaterThanOrEqual(4);
    } finally {
      await listener.stop();
      await database.dispose();
    }
  });
});
