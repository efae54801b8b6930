import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '#server/db/database.ts';

const tables = [
  'orders',
  'outbox',
  'download_tokens',
  'webhook_events',
  'subscribers',
  'contact_messages',
] as const;
export type RowCounts = Record<(typeof tables)[number], number>;

/** How many rows each table of the selling path holds: "a bad request writes nothing". */
export async function rowCounts(db: Database): Promise<RowCounts> {
  const entries = await Promise.all(
    tables.map(async (table) => {
      const rows = await selectRows<{ count: number }>(
        db,
        sql.raw(`select count(*)::int as count from ${table}`),
      );
      return [table, rows[0]?.count ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries) as RowCounts;
}
