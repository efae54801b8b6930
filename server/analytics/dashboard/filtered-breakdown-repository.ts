import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { analyticsSessions as s, type BreakdownDimension } from '#server/db/analytics-schema.ts';
import type { BreakdownEntry, BreakdownLimit } from './dashboard-figures.ts';
import { rankedBreakdown } from './ranked-breakdown-repository.ts';

const exitPage = sql`${s.pages}[cardinality(${s.pages})]`;

/**
 * The dimensions read from one value of the session, each counting sessions but 'device',
 * which counts their page views (its card counts views).
 */
const sessionValues = {
  entry: s.entryPage,
  exit: exitPage,
  source: s.source,
  medium: s.medium,
  campaign: s.utmCampaign,
  device: s.deviceType,
  browser: s.browser,
  os: s.os,
  country: s.country,
  region: s.region,
} as const satisfies Partial<Record<BreakdownDimension, unknown>>;
type SessionValue = keyof typeof sessionValues;

const isSessionValue = (dimension: BreakdownDimension): dimension is SessionValue =>
  dimension in sessionValues;

/**
 * Every value-per-session dimension in one scan: one grouping set each, told apart by
 * grouping(); a session without a value lands in its set's null group, dropped later.
 */
function sessionValueCounts(dimensions: SessionValue[], selection: SQL): SQL {
  const value = (dimension: SessionValue) => sessionValues[dimension];
  const when = (then: (dimension: SessionValue) => SQL) =>
    sql.join(
      dimensions.map(
        (dimension) => sql`when grouping(${value(dimension)}) = 0 then ${then(dimension)}`,
      ),
      sql` `,
    );
  return sql`
    select case ${when((dimension) => sql`${dimension}::text`)} end as dimension,
      case ${when((dimension) => sql`${value(dimension)}`)} end as key,
      case ${when((dimension) => (dimension === 'device' ? sql`sum(${s.pageViews})` : sql`count(*)`))} end
        as count,
      0 as revenue_cents
    from ${s} where ${selection}
    group by grouping sets (${sql.join(
      dimensions.map((dimension) => sql`(${value(dimension)})`),
      sql`, `,
    )})`;
}

/** 'page' counts each view of a path, 'goal' each session that reached a goal. */
const arrayValues = { page: s.pages, goal: s.goals } as const;

/**
 * The selected sessions' keys of each dimension, ranked as the rollup path ranks them: the
 * value-per-session dimensions in one scan of the period's sessions, pages and goals
 * unnested, first-touch sources from the rolled-up purchases and refunds naming the
 * sessions (a refund takes its purchase back), read from the conversions by session id.
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
  if (values.length > 0) parts.push(sessionValueCounts(values, selection));
  for (const [dimension, column] of Object.entries(arrayValues)) {
    if (!asked.includes(dimension as BreakdownDimension)) continue;
    parts.push(sql`
      select ${dimension}::text as dimension, key, count(*) as count, 0 as revenue_cents
      from ${s} cross join unnest(${column}) as key
      where ${selection}
      group by key`);
  }
  if (asked.includes('first_touch'))
    parts.push(sql`
      select 'first_touch'::text as dimension, c.first_touch_source as key,
        sum(case c.conversion_type when 'purchase' then 1 else -1 end) as count,
        sum(case c.conversion_type when 'purchase' then c.revenue_cents else -c.revenue_cents end)
          as revenue_cents
      from analytics_conversions c join ${s} on ${s.id} = c.session_id
      where c.rolled_up_at is not null and c.conversion_type in ('purchase', 'refund')
        and ${selection}
      group by c.first_touch_source`);
  if (parts.length === 0) return [];

  return rankedBreakdown(db, sql.join(parts, sql` union all `), limit);
}
