import { and, between, desc, gte, lt, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { selectRows, type Database } from '#server/db/database.ts';
import {
  analyticsDaily,
  analyticsDailyBreakdown,
  analyticsPageViews,
  analyticsSessions,
  analyticsVisitorDays,
  type BreakdownDimension,
} from '#server/db/analytics-schema.ts';
import type {
  BreakdownEntry,
  BreakdownLimit,
  DashboardFigures,
  DayFigures,
  DayRange,
  PeriodTotals,
  RecentPageView,
} from './dashboard-figures.ts';
import { rankedBreakdown } from './ranked-breakdown-repository.ts';

const d = analyticsDaily;
const v = analyticsVisitorDays;
const b = analyticsDailyBreakdown;

/** A rollup column summed over the rows read (0 without rows); pg answers sums as strings. */
const total = (column: PgColumn) => sql`coalesce(sum(${column}), 0)`.mapWith(Number);

/**
 * Every sum of the range in one pass over its daily rows. Distinct visitors come from the
 * visitor-days: a visitor is counted on each day it started a session, with the previous such
 * day, so the rows of the range whose previous day is before it count each visitor once.
 */
async function totals(db: Database, range: DayRange): Promise<PeriodTotals> {
  const uniqueVisitors = db
    .select({ visitors: sql`coalesce(sum(${v.visitors}), 0)` })
    .from(v)
    .where(and(between(v.day, range.from, range.to), lt(v.previousDay, range.from)));
  const [row] = await db
    .select({
      sessions: total(d.sessions),
      bouncedSessions: total(d.bouncedSessions),
      durationSeconds: total(d.durationSeconds),
      pageViews: total(d.pageViews),
      checkoutSessions: total(d.checkoutSessions),
      paymentSessions: total(d.paymentSessions),
      convertedSessions: total(d.convertedSessions),
      conversions: total(d.conversions),
      revenueCents: total(d.revenueCents),
      refundedCents: total(d.refundedCents),
      uniqueVisitors: sql`(${uniqueVisitors})`.mapWith(Number),
    })
    .from(d)
    .where(between(d.day, range.from, range.to));
  if (!row) throw new Error('An aggregate query answered no row.');
  return row;
}

/** One row per day of the range, days without traffic included, oldest first. */
async function daily(db: Database, range: DayRange): Promise<DayFigures[]> {
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

/** The dimensions' keys summed over the range's daily rollups, ranked (rankedBreakdown). */
async function breakdown(
  db: Database,
  range: DayRange,
  dimensions: readonly BreakdownDimension[],
  limit: BreakdownLimit,
): Promise<BreakdownEntry[]> {
  if (dimensions.length === 0) return [];
  const asked = sql.join(
    dimensions.map((dimension) => sql`${dimension}`),
    sql`, `,
  );
  return rankedBreakdown(
    db,
    sql`select ${b.dimension} as dimension, ${b.key} as key,
        sum(${b.count}) as count, sum(${b.revenueCents}) as revenue_cents
      from ${b}
      where ${b.dimension} in (${asked}) and ${b.day} between ${range.from} and ${range.to}
      group by ${b.dimension}, ${b.key}`,
    limit,
  );
}

/** Sessions whose latest event is at or after `since` (index analytics_sessions_ended_at_idx). */
async function activeSince(db: Database, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql`count(*)`.mapWith(Number) })
    .from(analyticsSessions)
    .where(gte(analyticsSessions.endedAt, since));
  return row?.count ?? 0;
}

/** The newest page views (index analytics_page_views_created_at_idx); the id breaks ties. */
function newestPageViews(db: Database, limit: number): Promise<RecentPageView[]> {
  const p = analyticsPageViews;
  return db
    .select({ path: p.pagePath, at: p.createdAt, device: p.deviceType })
    .from(p)
    .orderBy(desc(p.createdAt), desc(p.id))
    .limit(limit);
}

/**
 * The dashboard's figures when nothing is filtered, read from the rollups the store keeps in
 * step with the raw rows: a 90-day range touches a few thousand small rows whatever the
 * traffic. Any range works, not only one ending today, so a period and the one before it
 * are read alike.
 */
export function rollupFigures(db: Database): DashboardFigures {
  return {
    totals: (range) => totals(db, range),
    daily: (range) => daily(db, range),
    breakdown: (range, dimensions, limit) => breakdown(db, range, dimensions, limit),
    activeSince: (since) => activeSince(db, since),
    newestPageViews: (limit) => newestPageViews(db, limit),
  };
}
