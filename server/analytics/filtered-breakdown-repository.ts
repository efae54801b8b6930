import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { selectRows, type Database } from '#server/db/database.ts';
import { analyticsSessions as s, type BreakdownDimension } from '#server/db/analytics-schema.ts';
import type { BreakdownEntry, BreakdownLimit } from './dashboard-figures.ts';

/** A column of the selected sessions, by its own name (they are read from a CTE). */
const column = (of: PgColumn) => sql.identifier(of.name);
const pages = column(s.pages);

/**
 * The dimensions read from one value of the session, and what each adds: a session, or its
 * page views for 'device' (the card counts views). A session without a value adds nothing.
 */
const sessionValues = {
  entry: { value: column(s.entryPage), weight: sql`1` },
  exit: { value: sql`${pages}[cardinality(${pages})]`, weight: sql`1` },
  source: { value: column(s.source), weight: sql`1` },
  medium: { value: column(s.utmMedium), weight: sql`1` },
  campaign: { value: column(s.utmCampaign), weight: sql`1` },
  device: { value: column(s.deviceType), weight: column(s.pageViews) },
  browser: { value: column(s.browser), weight: sql`1` },
  os: { value: column(s.os), weight: sql`1` },
  country: { value: column(s.country), weight: sql`1` },
  region: { value: column(s.region), weight: sql`1` },
} as const satisfies Partial<Record<BreakdownDimension, unknown>>;

const isSessionValue = (dimension: BreakdownDimension): dimension is keyof typeof sessionValues =>
  dimension in sessionValues;

/** 'page' counts each view of a path, 'goal' each session that reached a goal. */
const arrayValues = { page: s.pages.name, goal: s.goals.name } as const;

/**
 * The selected sessions' keys of each dimension, ranked as the rollup path ranks them. The
 * sessions are read once: every value-per-session dimension is one lateral row per session
 * and one hash aggregate; pages and goals are unnested; first-touch sources come from the
 * rolled-up purchases and refunds naming the sessions (a refund takes its purchase back).
 */
export async function filteredBreakdown(
  db: Database,
  selection: SQL,
  dimensions: readonly BreakdownDimension[],
  limit: BreakdownLimit,
): Promise<BreakdownEntry[]> {
  const asked = [...new Set(dimensions)];
  const parts: SQL[] = [];
  const values = asked.filter(isSessionValue);
  if (values.length > 0) {
    const rows = values.map(
      (dimension) =>
        sql`(${dimension}, ${sessionValues[dimension].value}, ${sessionValues[dimension].weight})`,
    );
    parts.push(sql`
      select value.dimension, value.key, sum(value.weight) as count, 0 as revenue_cents
      from selected cross join lateral (values ${sql.join(rows, sql`, `)})
        as value(dimension, key, weight)
      where value.key is not null
      group by value.dimension, value.key`);
  }
  for (const [dimension, column] of Object.entries(arrayValues)) {
    if (!asked.includes(dimension as BreakdownDimension)) continue;
    parts.push(sql`
      select ${dimension}::text as dimension, key, count(*) as count, 0 as revenue_cents
      from selected cross join unnest(selected.${sql.identifier(column)}) as key
      group by key`);
  }
  if (asked.includes('first_touch'))
    parts.push(sql`
      select 'first_touch'::text as dimension, c.first_touch_source as key,
        sum(case c.conversion_type when 'purchase' then 1 else -1 end) as count,
        sum(case c.conversion_type when 'purchase' then c.revenue_cents else -c.revenue_cents end)
          as revenue_cents
      from analytics_conversions c join selected on selected.id = c.session_id
      where c.rolled_up_at is not null and c.conversion_type in ('purchase', 'refund')
      group by c.first_touch_source`);
  if (parts.length === 0) return [];

  const rows = await selectRows<Record<string, string | number>>(
    db,
    sql`
      with selected as materialized (select * from ${s} where ${selection})
      select dimension, key, count, revenue_cents from (
        select dimension, key, count::float8 as count, revenue_cents::float8 as revenue_cents,
          row_number() over (
            partition by dimension
            order by
              case when dimension = 'first_touch' then revenue_cents end desc nulls last,
              count desc,
              key collate "C"
          ) as rank
        from (${sql.join(parts, sql` union all `)}) as keyed
        where count > 0
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
