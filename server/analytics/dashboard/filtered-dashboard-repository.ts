import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '#server/db/database.ts';
import { analyticsPageViews as p, analyticsSessions as s } from '#server/db/analytics-schema.ts';
import type { AnalyticsFilters } from '#shared/contracts/admin-analytics.ts';
import type { DashboardFigures, DayFigures, DayRange, PeriodTotals } from './dashboard-figures.ts';
import { filteredBreakdown } from './filtered-breakdown-repository.ts';
import { matchingFilters, startDay, startedWithin } from './session-selection-repository.ts';

/**
 * The dashboard's figures of the sessions the filters select, computed from the sessions
 * themselves (the rollups cannot be filtered): sessions started in the range whose values
 * match, and everything they did (page views, purchases, refunds) counted on their start
 * day in the seller's `timeZone`. Each figure is one statement: a scan of the period's sessions by started_at, and the
 * conversions naming them by their session_id index.
 */
export function filteredFigures(
  db: Database,
  filters: AnalyticsFilters,
  timeZone: string,
): DashboardFigures {
  const matching = matchingFilters(filters);
  const within = (range: DayRange) => startedWithin(range, timeZone);
  const selected = (range: DayRange) =>
    sql`select ${s.id} as id, ${startDay(timeZone)} as day, ${s.visitorId} as visitor_id,
        ${s.isBounce} as is_bounce, ${s.durationSeconds} as duration_seconds,
        ${s.pageViews} as page_views, ${s.viewedCheckout} as viewed_checkout,
        ${s.startedPayment} as started_payment, ${s.converted} as converted
      from ${s} where ${within(range)} and ${matching}`;
  // The period's totals and its days come from one scan: a dashboard asks for both.
  const sums = new Map<string, Promise<PeriodSums>>();
  const sumsOf = (range: DayRange) => {
    const key = `${range.from}/${range.to}`;
    let answer = sums.get(key);
    if (!answer) {
      answer = periodSums(db, range, selected(range));
      sums.set(key, answer);
    }
    return answer;
  };
  return {
    totals: async (range) => (await sumsOf(range)).totals,
    daily: async (range) => (await sumsOf(range)).daily,
    breakdown: (range, dimensions, limit) =>
      filteredBreakdown(db, sql`${within(range)} and ${matching}`, dimensions, limit),
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
  count(*) filter (where conversion_type = 'purchase') as conversions,
  coalesce(sum(revenue_cents) filter (where conversion_type = 'purchase'), 0) as revenue_cents,
  coalesce(sum(revenue_cents) filter (where conversion_type = 'refund'), 0) as refunded_cents`);

type Row = Record<string, string | number>;

interface PeriodSums {
  totals: PeriodTotals;
  daily: DayFigures[];
}

/** Sums of the day's row, every day of the range listed (zeros without sessions). */
const dayFields = {
  sessions: 'sessions',
  bouncedSessions: 'bounced_sessions',
  durationSeconds: 'duration_seconds',
  pageViews: 'page_views',
  checkoutSessions: 'checkout_sessions',
  paymentSessions: 'payment_sessions',
  convertedSessions: 'converted_sessions',
  conversions: 'conversions',
  revenueCents: 'revenue_cents',
  refundedCents: 'refunded_cents',
} as const satisfies Record<Exclude<keyof PeriodTotals, 'uniqueVisitors'>, string>;

/**
 * One statement per period: the selected sessions' sums per start day (with their purchases
 * and refunds), and their distinct visitors; the period's totals are the days' sums.
 */
async function periodSums(db: Database, range: DayRange, selected: SQL): Promise<PeriodSums> {
  const rows = await selectRows<Row>(
    db,
    sql`
      with selected as materialized (${selected}),
      sessions as (
        select day, count(*) as sessions,
          count(*) filter (where is_bounce) as bounced_sessions,
          sum(duration_seconds) as duration_seconds,
          sum(page_views) as page_views,
          count(*) filter (where viewed_checkout) as checkout_sessions,
          count(*) filter (where started_payment) as payment_sessions,
          count(*) filter (where converted) as converted_sessions
        from selected group by day),
      money as (select day, ${moneySums} from (${moneyOf('selected')}) as money group by day),
      visitors as (
        select count(*) as unique_visitors
        from (select visitor_id from selected group by visitor_id) as distinct_visitors)
      select to_char(period.day, 'YYYY-MM-DD') as day,
        ${sql.raw(
          Object.values(dayFields)
            .map((field) => `coalesce(${field}, 0)::float8 as ${field}`)
            .join(', '),
        )},
        (select unique_visitors from visitors)::float8 as unique_visitors
      from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as period(day)
      left join sessions using (day)
      left join money using (day)
      order by period.day`,
  );
  const totals = { uniqueVisitors: Number(rows[0]?.unique_visitors ?? 0) } as PeriodTotals;
  for (const [field, column] of Object.entries(dayFields))
    totals[field as keyof typeof dayFields] = rows.reduce(
      (sum, row) => sum + Number(row[column]),
      0,
    );
  return {
    totals,
    daily: rows.map((row) => ({
      day: String(row.day),
      sessions: Number(row.sessions),
      pageViews: Number(row.page_views),
      conversions: Number(row.conversions),
      revenueCents: Number(row.revenue_cents),
      refundedCents: Number(row.refunded_cents),
    })),
  };
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
