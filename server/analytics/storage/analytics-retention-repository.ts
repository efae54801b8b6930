import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '#server/db/database.ts';

/**
 * The raw tables, in the order they are pruned, and the column each row is dated by. The
 * rollups (daily, breakdown, visitor-days), visitors and conversions are not here: the
 * dashboard's figures for old days come from them and stay.
 */
const datedBy = {
  analytics_page_views: 'created_at',
  analytics_events: 'created_at',
  analytics_sessions: 'started_at',
} as const;

export type RawTable = keyof typeof datedBy;

export const rawTables = Object.keys(datedBy) as RawTable[];

/** Deletes at most `limit` rows of `table` dated before `cutoff`; answers how many went. */
export async function deleteRawRowsBefore(
  db: Database,
  table: RawTable,
  cutoff: Date,
  limit: number,
): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`with gone as (
      delete from ${sql.identifier(table)} where id in (
        select id from ${sql.identifier(table)}
        where ${sql.identifier(datedBy[table])} < ${cutoff.toISOString()}::timestamptz
        limit ${limit}
      ) returning 1
    ) select count(*)::int as n from gone`,
  );
  return row?.n ?? 0;
}

/**
 * Fresh statistics for the dashboard's plans: PGlite has no autovacuum to keep them, and
 * without them it counts active sessions with a full scan.
 */
export async function analyzeRawTables(db: Database): Promise<void> {
  await db.execute(sql`analyze analytics_sessions, analytics_page_views`);
}
