import { sql } from 'drizzle-orm';
import { selectRows, type Database, type Driver } from '#server/db/database.ts';

/**
 * The database's size on disk and which kind it is. The driver is asked of the database
 * itself (PGlite names itself in `version()`): services hold a `Database` whatever its driver.
 */
export async function databaseSize(db: Database): Promise<{ driver: Driver; bytes: number }> {
  const [row] = await selectRows<{ bytes: string | number; embedded: boolean }>(
    db,
    sql`select pg_database_size(current_database()) as bytes,
               position('PGlite' in version()) > 0 as embedded`,
  );
  if (!row) throw new Error('pg_database_size answered no row');
  return { driver: row.embedded ? 'pglite' : 'postgres', bytes: Number(row.bytes) };
}
