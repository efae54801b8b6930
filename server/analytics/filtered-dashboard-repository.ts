import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '#server/db/database.ts';
import { analyticsPageViews as p, analyticsSessions as s } from '#server/db/analytics-schema.ts';
import type { AnalyticsFilters } from '#shared/contracts/admin-analytics.ts';
import type { DashboardFigures, DayRange, PeriodTotals } from './dashboard-figures.ts';
import { filteredBreakdown } from './filtered-breakdown-repository.ts';
import { matchingFilters, startDay, startedWithin } from './session-selection-repository.ts';

/**
 * The dashboard's figures of the sessions the filters select, computed from the sessions
 * themselves (the rollups cannot be filtered): sessions started in the range whose values
 * match, and everything they did (page views, purchases, refunds) counted on their start
 * day. Each figure is one statement: a scan of the period's sessions by started_at, and the
 * conversions naming them by their session_id index.
 */
export function filteredFigures(db: Database, filters: AnalyticsFilters): DashboardFigures {
  const matching = matchingFilters(filters);
  const selected = (range: DayRange) =>
    sql`select ${s.id} as id, ${startDay} as day, ${s.visitorId} as visitor_id,
        ${s.isBounce} as is_bounce, ${s.durationSeconds} as duration_seconds,
        ${s.pageViews} as page_views, ${s.viewedCheckout} as viewed_checkout,
        ${s.startedPayment} as started_payment, ${s.converted} as converted
      from ${s} where ${startedWithin(range)} and ${matching}`;
  return {
    totals: (range) => totals(db, selected(range)),
    daily: (range) => daily(db, range, selected(range)),
    breakdown: (range, dimensions, limit) =>
      filteredBreakdown(db, sql`${startedWithin(range)} and ${matching}`, dimensions, limit),
    async activeSince(since) {
      const [row] = await db
        .select({ count: sql`count(*)`.mapWith(Number) })
        .from(s)
        .where(sql`${s.endedAt} >= ${since.toISOString()}::timestamptz and ${matching}`);
      return row?.count ?? 0;
    },
    newestPageViews: (limit) => newestPageViews(db, matching, limit),
  };
}

/** Purchases and refunds rolled up so far, of the selected sessions, with their session's day. */
const moneyOf = (selectedSessions: string) =>
  sql.raw(`select sel.day, c.conversion_type, c.revenue_cents
    from analytics_conversions c join ${selectedSessions} sel on sel.id = c.session_id
    where c.rolled_up_at is not null and c.conversion_type in ('purchase', 'refund')`);

const moneySums = sql.raw(`
  count(*) filter (where conversion_type = 'purchase')::float8 as conversions,
  coalesce(sum(revenue_cents) filter (where conversion_type = 'purchase'), 0)::float8
    as revenue_cents,
  coalesce(sum(revenue_cents) filter (where conversion_type = 'refund'), 0)::float8
    as refunded_cents`);

type Row = Record<string, string | number>;

async function totals(db: Database, selected: SQL): Promise<PeriodTotals> {
  const [row] = await selectRows<Row>(
    db,
    sql`
      with selected as materialized (${selected}),
      sessions as (
        select count(*)::float8 as sessions,
          count(*) filter (where is_bounce)::float8 as bounced_sessions,
          coalesce(sum(duration_seconds), 0)::float8 as duration_seconds,
          coalesce(sum(page_views), 0)::float8 as page_views,
          count(*) filter (where viewed_checkout)::float8 as checkout_sessions,
          count(*) filter (where started_payment)::float8 as payment_sessions,
          count(*) filter (where converted)::float8 as converted_sessions
        from selected),
      visitors as (
        select count(*)::float8 as unique_visitors
        from (select visitor_id from selected group by visitor_id) as distinct_visitors),
      money as (select ${moneySums} from (${moneyOf('selected')}) as money)
      select * from sessions, visitors, money`,
  );
  if (!row) throw new Error('An aggregate query answered no row.');
  return {
    sessions: Number(row.sessions),
    bouncedSessions: Number(row.bounced_sessions),
    durationSeconds: Number(row.duration_seconds),
    pageViews: Number(row.page_views),
    checkoutSessions: Number(row.checkout_sessions),
    paymentSessions: Number(row.payment_sessions),
    convertedSessions: Number(row.converted_sessions),
    conversions: Number(row.conversions),
    revenueCents: Number(row.revenue_cents),
    refundedCents: Number(row.refunded_cents),
    uniqueVisitors: Number(row.unique_visitors),
  };
}

async function daily(db: Database, range: DayRange, selected: SQL) {
  const rows = await selectRows<Row>(
    db,
    sql`
      with selected as materialized (${selected}),
      sessions as (
        select day, count(*) as sessions, sum(page_views) as page_views
        from selected group by day),
      money as (select day, ${moneySums} from (${moneyOf('selected')}) as money group by day)
      select to_char(period.day, 'YYYY-MM-DD') as day,
        coalesce(sessions.sessions, 0)::float8 as sessions,
        coalesce(sessions.page_views, 0)::float8 as page_views,
        coalesce(money.conversions, 0)::float8 as conversions,
        coalesce(money.revenue_cents, 0)::float8 as revenue_cents,
        coalesce(money.refunded_cents, 0)::float8 as refunded_cents
      from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as period(day)
      left join sessions on sessions.day = period.day::date
      left join money on money.day = period.day::date
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

/**
 * The newest page views of the matching sessions. Each session's first page view is at its
 * start, so the `limit` newest matching sessions hold at least `limit` page views from the
 * oldest of their starts on (with fewer matching sessions, every page view they have is from
 * the oldest start on; with none, there is nothing to read): the walk down the page views'
 * created_at index stops there instead of reading every page view when the filter is rare.
 */
async function newestPageViews(db: Database, matching: SQL, limit: number) {
  const rows = await selectRows<{ path: string; at: string | Date; device: string }>(
    db,
    sql`
      with bound as (
        select coalesce(
          (select ${s.startedAt} from ${s} where ${matching}
            order by ${s.startedAt} desc offset ${limit - 1} limit 1),
          (select min(${s.startedAt}) from ${s} where ${matching}),
          'infinity'::timestamptz) as since)
      select ${p.pagePath} as path, ${p.createdAt} as at, ${p.deviceType} as device
      from ${p}
      where ${p.createdAt} >= (select since from bound)
        and ${p.sessionId} in (
          select ${s.id} from ${s}
          where ${s.endedAt} >= (select since from bound) and ${matching})
      order by ${p.createdAt} desc, ${p.id} desc
      limit ${limit}`,
  );
  return rows.map((row) => ({ path: row.path, at: new Date(row.at), device: row.device }));
}
