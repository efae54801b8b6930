import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './database.ts';

// server/db/ in development and build/server/ once bundled: both two levels below the project.
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

// Any fixed number: it names the lock that serialises migrations across processes.
const migrationLockId = 472_021;

/**
 * Applies every committed migration that the database has not seen yet; a restore passes a
 * copy of the folder holding only the migrations its backup had.
 */
export async function migrateDatabase(
  handle: DatabaseHandle,
  folder = migrationsFolder,
): Promise<void> {
  if (handle.driver === 'pglite') {
    await migratePglite(drizzlePglite({ client: handle.client }), { migrationsFolder: folder });
    return;
  }
  // Two servers starting together on one PostgreSQL must not apply the same migration twice.
  const client = await handle.client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockId]);
    await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder: folder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [migrationLockId]).catch(() => undefined);
    client.release();
  }
}
