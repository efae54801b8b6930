import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '#server/db/database.ts';
import type { BreakdownDimension } from '#server/db/analytics-schema.ts';
import type { BreakdownEntry, BreakdownLimit } from './dashboard-figures.ts';

/**
 * Ranks keys summed per dimension (`keyed` answers dimension, key, count, revenue_cents, one
 * row per key) as every breakdown does: most revenue first for 'first_touch', then the
 * highest count, then the key in byte order (the same on every server); keys with no count
 * left are dropped, and `limit` keeps the first N of each dimension.
 */
export async function rankedBreakdown(
  db: Database,
  keyed: SQL,
  limit: BreakdownLimit,
): Promise<BreakdownEntry[]> {
  const rows = await selectRows<Record<string, string | number>>(
    db,
    sql`
      select dimension, key, count, revenue_cents from (
        select dimension, key, count::float8 as count, revenue_cents::float8 as revenue_cents,
          row_number() over (
            partition by dimension
            order by
              case when dimension = 'first_touch' then revenue_cents end desc nulls last,
              count desc,
              key collate "C"
          ) as rank
        from (${keyed}) as keyed
        where count > 0 and key is not null
      ) as ranked
      where ${limit === null ? sql`true` : sql`rank <= ${limit}`}
      order by dimension, rank`,
  );
  return rows.map((row) => ({
    dimension: row.dimension as BreakdownDimension,
    key: String(row.key),
    count: Number(row.count),
    revenueCents: Number(row.revenue_cents),
  }));
}
