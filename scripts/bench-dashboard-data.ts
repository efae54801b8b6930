import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';

/**
 * Realistic analytics history for `npm run bench:dashboard`, written in SQL (generate_series)
 * because a million page views through the flush would take far longer than the measurement:
 * sessions over 90 days (returning visitors, bounces, utm sources or entry pages, devices),
 * their page views (entry page first, some checkouts), conversions for a share of the
 * sessions that reached /checkout, then every rollup rebuilt from those raw rows, set-based.
 */
export interface DashboardData {
  sessions: number;
  pageViews: number;
  now: Date;
}

const pick = (values: string[]) =>
  sql.raw(
    `(array[${values.map((value) => `'${value}'`).join(',')}])[1 + floor(random() * ${values.length})::int]`,
  );

const pages = ['/', '/', '/', '/blog', '/guide', '/guide', '/about', '/privacy', '/terms'].concat(
  Array.from({ length: 20 }, (_, index) => `/blog/post-${index + 1}`),
);
const sources = ['google', 'google', 'newsletter', 'twitter', 'facebook', 'reddit', 'bing'];

export async function generateAnalyticsData(db: Database, data: DashboardData): Promise<void> {
  const run = (query: SQL) => db.execute(query);
  const nowIso = data.now.toISOString();
  // About 1.7 sessions per visitor: some visitors come back, some once only.
  const visitors = Math.max(1, Math.round(data.sessions / 1.7));
  await run(sql`
    insert into analytics_sessions (id, visitor_id, started_at, ended_at, duration_seconds,
      is_bounce, page_views, entry_page, utm_source, source, device_type, browser, os)
    select 's' || i, 'v' || ((i::bigint * 7919) % ${visitors}),
      started_at, least(started_at + duration * interval '1 second', ${nowIso}::timestamptz), duration, duration < 30, 1,
      entry_page, utm_source, coalesce(utm_source, entry_page), device, 'Chrome', 'Linux'
    from (
      select i,
        ${nowIso}::timestamptz - random() * interval '90 days' as started_at,
        case when random() < 0.45 then floor(random() * 30)::int
          else 30 + floor(random() * 900)::int end as duration,
        ${pick(pages)} as entry_page,
        case when random() < 0.4 then null else ${pick(sources)} end as utm_source,
        ${pick(['desktop', 'desktop', 'desktop', 'mobile', 'mobile', 'tablet', 'Unknown'])} as device
      from generate_series(1, ${data.sessions}) as i
    ) as generated`);
  // Each session's entry page view, then the rest spread over random sessions.
  await run(sql`
    insert into analytics_page_views (session_id, visitor_id, created_at, page_path, device_type,
      browser, os)
    select id, visitor_id, started_at, entry_page, device_type, browser, os
    from analytics_sessions`);
  await run(sql`
    insert into analytics_page_views (session_id, visitor_id, created_at, page_path, device_type,
      browser, os)
    select s.id, s.visitor_id,
      least(s.started_at + random() * (s.ended_at - s.started_at), ${nowIso}::timestamptz),
      case when random() < 0.012 then '/checkout' else ${pick(pages)} end,
      s.device_type, s.browser, s.os
    from generate_series(1, ${data.pageViews - data.sessions}) as j
    join analytics_sessions s on s.id = 's' || (1 + (j::bigint * 104729) % ${data.sessions})`);
  await run(sql`
    update analytics_sessions s set page_views = counted.views,
      viewed_checkout = counted.checkout
    from (select session_id, count(*)::int as views,
            bool_or(page_path = '/checkout') as checkout
          from analytics_page_views group by session_id) as counted
    where counted.session_id = s.id`);
  await run(sql`
    insert into analytics_visitors (id, first_seen_at, first_source, last_seen_day)
    select distinct on (visitor_id) visitor_id, started_at, source,
      (max(started_at) over (partition by visitor_id) at time zone 'UTC')::date
    from analytics_sessions order by visitor_id, started_at`);
  // Half the sessions that reached /checkout start an order; 60% of those pay.
  await run(sql`
    insert into analytics_conversions (order_id, conversion_type, session_id, visitor_id,
      created_at, revenue_cents, first_touch_source, last_touch_source, rolled_up_at)
    select 'ord_' || s.id, kind, s.id, s.visitor_id, s.ended_at,
      case when kind = 'purchase' then 4700 else 0 end, v.first_source, s.source, now()
    from (select *, random() as chance from analytics_sessions where viewed_checkout) as s
    join analytics_visitors v on v.id = s.visitor_id
    cross join (values ('begin_checkout'), ('purchase')) as kinds(kind)
    where s.chance < 0.5 and (kind = 'begin_checkout' or s.chance < 0.3)`);
  await run(sql`
    update analytics_sessions s set started_payment = true,
      converted = exists (select 1 from analytics_conversions p
        where p.session_id = s.id and p.conversion_type = 'purchase')
    where exists (select 1 from analytics_conversions c where c.session_id = s.id)`);
  await rebuildRollups(db);
  // Fresh statistics, as PostgreSQL's autovacuum would gather after a bulk load (PGlite has
  // none): without them the planner guesses a third of the sessions are active and scans all.
  await run(sql`analyze`);
}

const utcDay = (column: string) => sql.raw(`(${column} at time zone 'UTC')::date`);

/** Every rollup recomputed from the raw rows and the visitors, in a few set-based statements. */
export async function rebuildRollups(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from analytics_daily`);
    await tx.execute(sql`delete from analytics_daily_breakdown`);
    await tx.execute(sql`
      insert into analytics_daily (day, sessions, bounced_sessions, duration_seconds, page_views,
        checkout_sessions, payment_sessions, converted_sessions, conversions, revenue_cents,
        last_seen_visitors)
      select day, sum(sessions), sum(bounced), sum(duration), sum(page_views), sum(checkout),
        sum(payment), sum(converted), sum(conversions), sum(revenue), sum(last_seen)
      from (
        select ${utcDay('started_at')} as day, count(*) as sessions,
          count(*) filter (where is_bounce) as bounced, sum(duration_seconds) as duration,
          0 as page_views, count(*) filter (where viewed_checkout) as checkout,
          count(*) filter (where started_payment) as payment,
          count(*) filter (where converted) as converted,
          0 as conversions, 0 as revenue, 0 as last_seen
        from analytics_sessions group by 1
        union all
        select ${utcDay('created_at')}, 0, 0, 0, count(*), 0, 0, 0, 0, 0, 0
        from analytics_page_views group by 1
        union all
        select ${utcDay('created_at')}, 0, 0, 0, 0, 0, 0, 0, count(*), sum(revenue_cents), 0
        from analytics_conversions where conversion_type = 'purchase' and rolled_up_at is not null
        group by 1
        union all
        select last_seen_day, 0, 0, 0, 0, 0, 0, 0, 0, 0, count(*)
        from analytics_visitors group by 1
      ) as parts
      group by day`);
    await tx.execute(sql`
      insert into analytics_daily_breakdown (dimension, day, key, count, revenue_cents)
      select 'page', ${utcDay('created_at')}, page_path, count(*), 0
        from analytics_page_views group by 2, 3
      union all
      select 'device', ${utcDay('created_at')}, device_type, count(*), 0
        from analytics_page_views group by 2, 3
      union all
      select 'source', ${utcDay('started_at')}, source, count(*), 0
        from analytics_sessions group by 2, 3
      union all
      select 'first_touch', ${utcDay('created_at')}, first_touch_source, count(*),
          sum(revenue_cents)
        from analytics_conversions
        where conversion_type = 'purchase' and rolled_up_at is not null
        group by 2, 3`);
  });
}
