import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '#server/db/database.ts';
import {
  analyticsBreakdownCardIds,
  analyticsFilterDimensions,
  listedRows,
  type AnalyticsBreakdownCard,
  type AnalyticsDashboard,
  type AnalyticsFilters,
  type AnalyticsHeadline,
  type AnalyticsQuery,
} from '#shared/contracts/admin-analytics.ts';
import { analyticsTimings } from '#shared/contracts/analytics.ts';
import {
  hasFilters,
  matchesFilters,
  referenceRanges,
  selectedSessions,
  utcDate,
  within,
  type ReferenceRange,
} from './analytics-reference-selection.ts';

/**
 * The dashboard's figures computed the slow, obvious way: straight from the raw rows
 * (sessions, page views, events, conversions), never from the rollups nor the sessions'
 * pages and goals arrays, with SQL written for the tests alone. The property tests hold the
 * service to it. Without filters, page views and purchases count on their own day; with
 * filters, everything the selected sessions did counts on their start day.
 */

/** What the figures are made of: the selected sessions, and their page views and money. */
interface Scope {
  range: ReferenceRange;
  filters: AnalyticsFilters;
  sessions: SQL;
  /** Page views counted: of the period, or of the selected sessions. */
  pageViews: SQL;
  /** Rolled-up purchases and refunds counted, with the day they count on. */
  money: SQL;
}

function scopeOf(range: ReferenceRange, filters: AnalyticsFilters): Scope {
  const sessions = selectedSessions(range, filters);
  const rolledUp = sql`c.rolled_up_at is not null and c.conversion_type in ('purchase', 'refund')`;
  if (!hasFilters(filters))
    return {
      range,
      filters,
      sessions,
      pageViews: sql`(select p.*, ${utcDate('p.created_at')} as day from analytics_page_views p
        where ${within('p.created_at', range)})`,
      money: sql`(select c.*, ${utcDate('c.created_at')} as day from analytics_conversions c
        where ${rolledUp} and ${within('c.created_at', range)})`,
    };
  return {
    range,
    filters,
    sessions,
    pageViews: sql`(select p.*, ${utcDate('s.started_at')} as day
      from analytics_page_views p join ${sessions} s on s.id = p.session_id)`,
    money: sql`(select c.*, ${utcDate('s.started_at')} as day
      from analytics_conversions c join ${sessions} s on s.id = c.session_id where ${rolledUp})`,
  };
}

const purchased = (session: string) =>
  sql.raw(`exists (select 1 from analytics_conversions c where c.session_id = ${session}.id
    and c.conversion_type = 'purchase' and c.rolled_up_at is not null)`);
const beganCheckout = (session: string) =>
  sql.raw(`exists (select 1 from analytics_conversions c where c.session_id = ${session}.id
    and c.conversion_type = 'begin_checkout' and c.rolled_up_at is not null)`);

interface HeadlineRow {
  sessions: number;
  unique_visitors: number;
  page_views: number;
  bounced: number;
  duration: number;
  purchased: number;
  purchases: number;
  revenue_cents: number;
  refunded_cents: number;
  viewed_checkout: number;
  started_payment: number;
}

async function headline(db: Database, scope: Scope) {
  const [row] = await selectRows<HeadlineRow>(
    db,
    sql`
      with s as ${scope.sessions}
      select
        (select count(*) from s)::int as sessions,
        (select count(distinct visitor_id) from s)::int as unique_visitors,
        (select count(*) from ${scope.pageViews} p)::int as page_views,
        (select count(*) from s where duration_seconds < 30 and not ${purchased('s')}
          and (select count(*) from analytics_page_views p where p.session_id = s.id) < 2
        )::int as bounced,
        (select coalesce(sum(duration_seconds), 0) from s)::float8 as duration,
        (select count(*) from s where ${purchased('s')})::int as purchased,
        (select count(*) from s where ${beganCheckout('s')})::int as started_payment,
        (select count(*) from s where exists (select 1 from analytics_page_views p
          where p.session_id = s.id and p.page_path = '/checkout'))::int as viewed_checkout,
        (select count(*) from ${scope.money} c where c.conversion_type = 'purchase')::int
          as purchases,
        (select coalesce(sum(revenue_cents), 0) from ${scope.money} c
          where c.conversion_type = 'purchase')::float8 as revenue_cents,
        (select coalesce(sum(revenue_cents), 0) from ${scope.money} c
          where c.conversion_type = 'refund')::float8 as refunded_cents`,
  );
  if (!row) throw new Error('no figures');
  const share = (part: number) => (row.sessions === 0 ? 0 : part / row.sessions);
  const figures: AnalyticsHeadline = {
    ...scope.range,
    totalVisitors: row.sessions,
    uniqueVisitors: row.unique_visitors,
    pageViews: row.page_views,
    viewsPerSession: share(row.page_views),
    bounceRate: share(row.bounced),
    avgSessionSeconds: share(row.duration),
    revenue: (row.revenue_cents - row.refunded_cents) / 100,
    grossRevenue: row.revenue_cents / 100,
    refundedRevenue: row.refunded_cents / 100,
    purchases: row.purchases,
    // Paid orders per visit (decision 092), not the visits that bought.
    conversionRate: share(row.purchases),
  };
  return { figures, row };
}

/** What each card counts, as rows of (key) to be counted; the key is null when unknown. */
function cardKeys(scope: Scope): Record<AnalyticsBreakdownCard, SQL> {
  const firstOrLast = (direction: 'asc' | 'desc') =>
    sql.raw(`(select p.page_path from analytics_page_views p where p.session_id = s.id
      order by p.created_at ${direction}, p.id ${direction} limit 1)`);
  const ofSessions = (key: SQL) => sql`select ${key} as key from ${scope.sessions} s`;
  return {
    pages: sql`select p.page_path as key from ${scope.pageViews} p`,
    entryPages: ofSessions(firstOrLast('asc')),
    exitPages: ofSessions(firstOrLast('desc')),
    sources: ofSessions(sql`s.source`),
    mediums: ofSessions(sql`s.medium`),
    campaigns: ofSessions(sql`s.utm_campaign`),
    devices: sql`select p.device_type as key from ${scope.pageViews} p`,
    browsers: ofSessions(sql`s.browser`),
    operatingSystems: ofSessions(sql`s.os`),
    countries: ofSessions(sql`s.country`),
    regions: ofSessions(sql`s.region`),
  };
}

async function breakdowns(db: Database, scope: Scope) {
  const keys = cardKeys(scope);
  const entries = await Promise.all(
    analyticsBreakdownCardIds.map(async (card) => {
      const rows = await selectRows<{ key: string; count: number }>(
        db,
        sql`select key, count(*)::int as count from (${keys[card]}) as keyed
          where key is not null
          group by key order by count(*) desc, key collate "C" limit ${listedRows}`,
      );
      return [card, rows] as const;
    }),
  );
  return Object.fromEntries(entries) as AnalyticsDashboard['breakdowns'];
}

/** Goals reached by the selected sessions, from their raw events and conversions. */
async function goals(db: Database, scope: Scope, sessions: number) {
  const rows = await selectRows<{ goal: string; sessions: number }>(
    db,
    sql`
      with s as ${scope.sessions}
      select goal, count(distinct session_id)::int as sessions from (
        select e.session_id, case e.name
            when 'cta_click' then 'cta:' || (e.detail->>'ctaLocation')
            when 'scroll_depth' then 'scroll:' || (e.detail->>'scrollPercentage')
            when 'engaged_visitor' then 'engaged'
            when 'deeply_engaged_visitor' then 'deeply_engaged'
            when 'video_play' then 'video_play'
          end as goal
        from analytics_events e join s on s.id = e.session_id
        union all
        select s.id, 'begin_checkout' from s where ${beganCheckout('s')}
        union all
        select s.id, 'purchase' from s where ${purchased('s')}
      ) as reached
      where goal is not null
      group by goal order by count(distinct session_id) desc, goal collate "C"`,
  );
  return rows.map((row) => ({ ...row, rate: sessions === 0 ? 0 : row.sessions / sessions }));
}

// A purchase counts, its refund takes it back (each carries the sale's amount and moment).
const signed = sql.raw(
  `case c.conversion_type when 'purchase' then c.revenue_cents else -c.revenue_cents end`,
);
const purchaseCount = sql.raw(`case c.conversion_type when 'purchase' then 1 else -1 end`);

function daily(db: Database, scope: Scope) {
  const { from, to } = scope.range;
  return selectRows<AnalyticsDashboard['daily'][number]>(
    db,
    sql`
      select to_char(d.day, 'YYYY-MM-DD') as day,
        (select count(*) from ${scope.sessions} s
          where ${utcDate('s.started_at')} = d.day::date)::int as visitors,
        (select count(*) from ${scope.pageViews} p where p.day = d.day::date)::int as "pageViews",
        (select count(*) from ${scope.money} c
          where c.conversion_type = 'purchase' and c.day = d.day::date)::int as conversions,
        (select coalesce(sum(${signed}), 0) from ${scope.money} c
          where c.day = d.day::date)::float8 / 100 as revenue
      from generate_series(${from}::date, ${to}::date, interval '1 day') as d(day)
      order by d.day`,
  );
}

// The first touch a purchase was credited with is noted on its row when it is rolled up.
function revenueBySource(db: Database, scope: Scope) {
  return selectRows<{ source: string; purchases: number; revenue: number }>(
    db,
    sql`
      select c.first_touch_source as source, sum(${purchaseCount})::int as purchases,
        sum(${signed})::float8 / 100 as revenue
      from ${scope.money} c
      group by c.first_touch_source
      having sum(${purchaseCount}) > 0
      order by sum(${signed}) desc, sum(${purchaseCount}) desc, c.first_touch_source collate "C"`,
  );
}

async function activity(db: Database, now: Date, filters: AnalyticsFilters) {
  const since = new Date(now.getTime() - analyticsTimings.sessionTimeoutMs).toISOString();
  const [active] = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from analytics_sessions s
      where s.ended_at >= ${since}::timestamptz and ${matchesFilters(filters)}`,
  );
  const recentActivity = await selectRows<{ path: string; at: string; device: string }>(
    db,
    sql`
      select p.page_path as path, p.device_type as device,
        to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
      from analytics_page_views p
      where exists (select 1 from analytics_sessions s
        where s.id = p.session_id and ${matchesFilters(filters)})
      order by p.created_at desc, p.id desc limit 10`,
  );
  return { activeUsers: active?.count ?? 0, recentActivity };
}

export async function referenceDashboard(
  db: Database,
  now: Date,
  query: AnalyticsQuery,
): Promise<AnalyticsDashboard> {
  const [ranges] = await selectRows<ReferenceRange & { previousFrom: string; previousTo: string }>(
    db,
    referenceRanges(now, query.period),
  );
  if (!ranges) throw new Error('no period');
  const filters: AnalyticsFilters = Object.fromEntries(
    analyticsFilterDimensions.flatMap((dimension) => {
      const value = query[dimension];
      return value === undefined ? [] : [[dimension, value]];
    }),
  );
  const current = scopeOf({ from: ranges.from, to: ranges.to }, filters);
  const previous = scopeOf({ from: ranges.previousFrom, to: ranges.previousTo }, filters);
  const { figures, row } = await headline(db, current);
  return {
    ...figures,
    period: query.period,
    filters,
    previous: (await headline(db, previous)).figures,
    ...(await activity(db, now, filters)),
    breakdowns: await breakdowns(db, current),
    goals: await goals(db, current, row.sessions),
    daily: await daily(db, current),
    funnel: {
      sessions: row.sessions,
      viewedCheckout: row.viewed_checkout,
      startedPayment: row.started_payment,
      purchased: row.purchased,
    },
    revenueBySource: await revenueBySource(db, current),
  };
}
