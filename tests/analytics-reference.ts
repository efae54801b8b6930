import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '#server/db/database.ts';
import type { AnalyticsDashboard } from '#shared/contracts/admin-analytics.ts';

/**
 * The dashboard's figures computed the slow, obvious way: straight from the raw rows
 * (sessions, page views, conversions), never from the rollups, with SQL written for the
 * tests alone. The property tests hold the service to it.
 */

interface Scalars {
  sessions: number;
  unique_visitors: number;
  page_views: number;
  views_per_session: number;
  bounce_rate: number;
  avg_session_seconds: number;
  revenue: number;
  gross_revenue: number;
  refunded_revenue: number;
  conversion_rate: number;
  active_users: number;
  viewed_checkout: number;
  started_payment: number;
  purchased: number;
}

export async function referenceDashboard(
  db: Database,
  now: Date,
  days: number,
): Promise<AnalyticsDashboard> {
  const [period] = await selectRows<{ from: string; to: string }>(
    db,
    sql`select to_char(today - ${days - 1}::int, 'YYYY-MM-DD') as "from",
          to_char(today, 'YYYY-MM-DD') as "to"
        from (select (${now.toISOString()}::timestamptz at time zone 'UTC')::date as today) t`,
  );
  if (!period) throw new Error('no period');
  const { from, to } = period;
  const within = (column: string) =>
    sql`(${sql.raw(column)} at time zone 'UTC')::date between ${from}::date and ${to}::date`;

  const periodSessions = sql`(select * from analytics_sessions s where ${within('s.started_at')})`;
  const [scalars] = await selectRows<Scalars>(
    db,
    sql`
      with s as ${periodSessions},
      counts as (
        select
          (select count(*) from s)::int as sessions,
          (select count(distinct visitor_id) from s)::int as unique_visitors,
          (select count(*) from analytics_page_views p where ${within('p.created_at')})::int
            as page_views,
          (select count(*) from s where duration_seconds < 30)::int as bounced,
          (select coalesce(sum(duration_seconds), 0) from s)::float8 as duration,
          (select count(*) from s where exists (
            select 1 from analytics_conversions c
            where c.session_id = s.id and c.conversion_type = 'purchase'))::int as purchased,
          (select count(*) from s where exists (
            select 1 from analytics_conversions c
            where c.session_id = s.id and c.conversion_type = 'begin_checkout'))::int
            as started_payment,
          (select count(*) from s where exists (
            select 1 from analytics_page_views p
            where p.session_id = s.id and p.page_path = '/checkout'))::int as viewed_checkout,
          (select coalesce(sum(revenue_cents), 0) from analytics_conversions c
            where c.conversion_type = 'purchase' and ${within('c.created_at')})::float8
            as revenue_cents,
          (select coalesce(sum(revenue_cents), 0) from analytics_conversions c
            where c.conversion_type = 'refund' and ${within('c.created_at')})::float8
            as refunded_cents,
          (select count(*) from analytics_sessions
            where ended_at >= ${now.toISOString()}::timestamptz - interval '30 minutes')::int
            as active_users
      )
      select sessions, unique_visitors, page_views, active_users,
        viewed_checkout, started_payment, purchased,
        case when sessions = 0 then 0 else page_views::float8 / sessions end as views_per_session,
        case when sessions = 0 then 0 else bounced::float8 / sessions end as bounce_rate,
        case when sessions = 0 then 0 else duration / sessions end as avg_session_seconds,
        case when sessions = 0 then 0 else purchased::float8 / sessions end as conversion_rate,
        (revenue_cents - refunded_cents) / 100 as revenue,
        revenue_cents / 100 as gross_revenue,
        refunded_cents / 100 as refunded_revenue
      from counts`,
  );
  if (!scalars) throw new Error('no figures');

  // A purchase counts, its refund takes it back (each carries the sale's amount and moment).
  const signed = sql.raw(
    `case c.conversion_type when 'purchase' then revenue_cents when 'refund' then -revenue_cents else 0 end`,
  );
  const purchases = sql.raw(
    `case c.conversion_type when 'purchase' then 1 when 'refund' then -1 else 0 end`,
  );
  const ranked = <Row>(query: ReturnType<typeof sql>) => selectRows<Row>(db, query);
  const topPages = await ranked<{ path: string; views: number }>(sql`
    select page_path as path, count(*)::int as views from analytics_page_views p
    where ${within('p.created_at')}
    group by page_path order by count(*) desc, page_path collate "C" limit 5`);
  const trafficSources = await ranked<{ source: string; sessions: number }>(sql`
    select source, count(*)::int as sessions from ${periodSessions} s
    group by source order by count(*) desc, source collate "C" limit 5`);
  const devices = await ranked<{ device: string; views: number }>(sql`
    select device_type as device, count(*)::int as views from analytics_page_views p
    where ${within('p.created_at')}
    group by device_type order by count(*) desc, device_type collate "C"`);
  const recentActivity = await ranked<{ path: string; at: string; device: string }>(sql`
    select page_path as path, device_type as device,
      to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
    from analytics_page_views order by created_at desc, id desc limit 10`);
  const daily = await ranked<AnalyticsDashboard['daily'][number]>(sql`
    select to_char(d.day, 'YYYY-MM-DD') as day,
      (select count(*) from analytics_sessions s
        where (s.started_at at time zone 'UTC')::date = d.day::date)::int as visitors,
      (select count(*) from analytics_page_views p
        where (p.created_at at time zone 'UTC')::date = d.day::date)::int as "pageViews",
      (select count(*) from analytics_conversions c where c.conversion_type = 'purchase'
        and (c.created_at at time zone 'UTC')::date = d.day::date)::int as conversions,
      (select coalesce(sum(${signed}), 0) from analytics_conversions c
        where (c.created_at at time zone 'UTC')::date = d.day::date)::float8 / 100 as revenue
    from generate_series(${from}::date, ${to}::date, interval '1 day') as d(day)
    order by d.day`);
  // The first touch a purchase was credited with is noted on its row when it is rolled up; a
  // refund (on the sale's moment) takes its purchase back out of it.
  const revenueBySource = await ranked<{ source: string; purchases: number; revenue: number }>(sql`
    select first_touch_source as source, sum(${purchases})::int as purchases,
      sum(${signed})::float8 / 100 as revenue
    from analytics_conversions c
    where c.conversion_type in ('purchase', 'refund') and ${within('c.created_at')}
    group by first_touch_source
    having sum(${purchases}) > 0
    order by sum(${signed}) desc, sum(${purchases}) desc, first_touch_source collate "C"`);

  return {
    days,
    from,
    to,
    totalVisitors: scalars.sessions,
    uniqueVisitors: scalars.unique_visitors,
    pageViews: scalars.page_views,
    viewsPerSession: scalars.views_per_session,
    bounceRate: scalars.bounce_rate,
    avgSessionSeconds: scalars.avg_session_seconds,
    revenue: scalars.revenue,
    grossRevenue: scalars.gross_revenue,
    refundedRevenue: scalars.refunded_revenue,
    conversionRate: scalars.conversion_rate,
    activeUsers: scalars.active_users,
    topPages,
    trafficSources,
    devices,
    recentActivity,
    daily,
    funnel: {
      sessions: scalars.sessions,
      viewedCheckout: scalars.viewed_checkout,
      startedPayment: scalars.started_payment,
      purchased: scalars.purchased,
    },
    revenueBySource,
  };
}
