import { desc, gte, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { selectRows, type Database } from '#server/db/database.ts';
import {
  analyticsDaily,
  analyticsDailyBreakdown,
  analyticsPageViews,
  analyticsSessions,
  type BreakdownDimension,
} from '#server/db/analytics-schema.ts';
import type { DailyDelta } from './rollup-deltas.ts';

/** A period of UTC days, YYYY-MM-DD, both included; `to` is today. */
export interface DayRange {
  from: string;
  to: string;
}

/** The period's sums of the daily rollups; visitors counted once each. */
export type PeriodTotals = Omit<DailyDelta, 'lastSeenVisitors'> & { uniqueVisitors: number };

const d = analyticsDaily;
const inPeriod = (range: DayRange) => sql`${d.day} <= ${range.to}`;
/** A rollup column summed over the period's days (0 without rows); pg answers sums as strings. */
const total = (column: PgColumn, range: DayRange) =>
  sql`coalesce(sum(${column}) filter (where ${inPeriod(range)}), 0)`.mapWith(Number);

/**
 * Every sum of the period in one pass over at most `days` rollup rows. Distinct visitors are
 * the visitors whose latest session started on or after `from`: each is counted once, on that
 * day, so summing from `from` with no upper bound counts every visitor with a session in the
 * period exactly once (a session started after `to`, by a clock a little ahead, still leaves
 * its visitor counted once).
 */
export async function periodTotals(db: Database, range: DayRange): Promise<PeriodTotals> {
  const [row] = await db
    .select({
      sessions: total(d.sessions, range),
      bouncedSessions: total(d.bouncedSessions, range),
      durationSeconds: total(d.durationSeconds, range),
      pageViews: total(d.pageViews, range),
      checkoutSessions: total(d.checkoutSessions, range),
      paymentSessions: total(d.paymentSessions, range),
      convertedSessions: total(d.convertedSessions, range),
      conversions: total(d.conversions, range),
      revenueCents: total(d.revenueCents, range),
      refundedCents: total(d.refundedCents, range),
      uniqueVisitors: sql`coalesce(sum(${d.lastSeenVisitors}), 0)`.mapWith(Number),
    })
    .from(d)
    .where(gte(d.day, range.from));
  if (!row) throw new Error('An aggregate query answered no row.');
  return row;
}

export interface DayFigures {
  day: string;
  sessions: number;
  pageViews: number;
  conversions: number;
  revenueCents: number;
  refundedCents: number;
}

/** One row per day of the period, days without traffic included, oldest first. */
export async function dailyFigures(db: Database, range: DayRange): Promise<DayFigures[]> {
  const days = sql`generate_series(${range.from}::date, ${range.to}::date, interval '1 day')`;
  const rows = await selectRows<Record<string, string | number>>(
    db,
    sql`
    select to_char(period.day, 'YYYY-MM-DD') as day,
      coalesce(${d.sessions}, 0)::float8 as sessions,
      coalesce(${d.pageViews}, 0)::float8 as page_views,
      coalesce(${d.conversions}, 0)::float8 as conversions,
      coalesce(${d.revenueCents}, 0)::float8 as revenue_cents,
      coalesce(${d.refundedCents}, 0)::float8 as refunded_cents
    from ${days} as period(day)
    left join ${d} on ${d.day} = period.day::date
    order by period.day`,
  );
  return rows.map((row) => ({
    day: String(row.day),
    sessions: Number(row.sessions),
    pageViews: Number(row.page_views),
    conversions: Number(row.conversions),
    revenueCents: Number(row.revenue_cents),
    refundedCents: Number(row.refunded_cents),
  }));
}

export interface BreakdownEntry {
  dimension: BreakdownDimension;
  key: string;
  count: number;
  revenueCents: number;
}

const b = analyticsDailyBreakdown;

/**
 * Each dimension's keys summed over the period and ranked in SQL: most revenue first for
 * first-touch sources, then the highest count, then the key (byte order, the same on every
 * server). `limits` keeps the first N of a dimension; a dimension without a limit keeps all.
 */
export async function periodBreakdown(
  db: Database,
  range: DayRange,
  limits: Partial<Record<BreakdownDimension, number>>,
): Promise<BreakdownEntry[]> {
  const over = Object.entries(limits).map(
    ([dimension, limit]) => sql`(dimension = ${dimension} and rank > ${limit})`,
  );
  const rows = await selectRows<Record<string, string | number>>(
    db,
    sql`
      select dimension, key, count, revenue_cents from (
        select ${b.dimension} as dimension, ${b.key} as key,
          sum(${b.count})::float8 as count,
          sum(${b.revenueCents})::float8 as revenue_cents,
          row_number() over (
            partition by ${b.dimension}
            order by
              case when ${b.dimension} = 'first_touch' then sum(${b.revenueCents}) end desc nulls last,
              sum(${b.count}) desc,
              ${b.key} collate "C"
          ) as rank
        from ${b}
        where ${b.day} between ${range.from} and ${range.to}
        group by ${b.dimension}, ${b.key}
        having sum(${b.count}) > 0
      ) as ranked
      where not (${over.length > 0 ? sql.join(over, sql` or `) : sql`false`})
      order by dimension, rank`,
  );
  return rows.map((row) => ({
    dimension: row.dimension as BreakdownDimension,
    key: String(row.key),
    count: Number(row.count),
    revenueCents: Number(row.revenue_cents),
  }));
}

/** Sessions whose latest event is at or after `since` (index analytics_sessions_ended_at_idx). */
export async function sessionsActiveSince(db: Database, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql`count(*)`.mapWith(Number) })
    .from(analyticsSessions)
    .where(gte(analyticsSessions.endedAt, since));
  return row?.count ?? 0;
}

/** The newest page views (index analytics_page_views_created_at_idx); the id breaks ties. */
export function newestPageViews(
  db: Database,
  limit: number,
): Promise<{ path: string; at: Date; device: string }[]> {
  const p = analyticsPageViews;
  return db
    .select({ path: p.pagePath, at: p.createdAt, device: p.deviceType })
    .from(p)
    .orderBy(desc(p.createdAt), desc(p.id))
    .limit(limit);
}
