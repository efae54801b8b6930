import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { firstVisitDay } from '#server/db/analytics-schema.ts';

const utcDay = (column: string) => sql.raw(`(${column} at time zone 'UTC')::date`);

/** Sessions by a column of theirs, on their start day; a session without a value is not counted. */
const sessionsBy = (dimension: string, value: string) => sql`
  select ${sql.raw(`'${dimension}'`)}, ${utcDay('started_at')}, ${sql.raw(value)}, count(*), 0
  from analytics_sessions where ${sql.raw(value)} is not null group by 2, 3`;

/**
 * Every rollup recomputed from the raw rows, set-based, with the semantics the flush keeps
 * (server/analytics/storage/analytics-store.ts): what a flush adds row by row, summed at once.
 */
export async function rebuildRollups(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from analytics_daily`);
    await tx.execute(sql`delete from analytics_visitor_days`);
    await tx.execute(sql`delete from analytics_daily_breakdown`);
    await tx.execute(sql`
      insert into analytics_daily (day, sessions, bounced_sessions, duration_seconds, page_views,
        checkout_sessions, payment_sessions, converted_sessions, conversions, revenue_cents,
        refunded_cents)
      select day, sum(sessions), sum(bounced), sum(duration), sum(page_views), sum(checkout),
        sum(payment), sum(converted), sum(conversions), sum(revenue), sum(refunded)
      from (
        select ${utcDay('started_at')} as day, count(*) as sessions,
          count(*) filter (where is_bounce) as bounced, sum(duration_seconds) as duration,
          0 as page_views, count(*) filter (where viewed_checkout) as checkout,
          count(*) filter (where started_payment) as payment,
          count(*) filter (where converted) as converted,
          0 as conversions, 0 as revenue, 0 as refunded
        from analytics_sessions group by 1
        union all
        select ${utcDay('created_at')}, 0, 0, 0, count(*), 0, 0, 0, 0, 0, 0
        from analytics_page_views group by 1
        union all
        select ${utcDay('created_at')}, 0, 0, 0, 0, 0, 0, 0,
          count(*) filter (where conversion_type = 'purchase'),
          coalesce(sum(revenue_cents) filter (where conversion_type = 'purchase'), 0),
          coalesce(sum(revenue_cents) filter (where conversion_type = 'refund'), 0)
        from analytics_conversions
        where conversion_type in ('purchase', 'refund') and rolled_up_at is not null
        group by 1
      ) as parts
      group by day`);
    // Each day a visitor started a session, with the visitor's previous such day.
    await tx.execute(sql`
      insert into analytics_visitor_days (day, previous_day, visitors)
      select day, coalesce(previous_day, ${firstVisitDay}::date), count(*)
      from (
        select day, lag(day) over (partition by visitor_id order by day) as previous_day
        from (select distinct visitor_id, ${utcDay('started_at')} as day
              from analytics_sessions) as visits
      ) as days
      group by 1, 2`);
    await tx.execute(sql`
      insert into analytics_daily_breakdown (dimension, day, key, count, revenue_cents)
      select 'page', ${utcDay('created_at')}, page_path, count(*), 0
        from analytics_page_views group by 2, 3
      union all
      select 'device', ${utcDay('created_at')}, device_type, count(*), 0
        from analytics_page_views group by 2, 3
      union all ${sessionsBy('entry', 'pages[1]')}
      union all ${sessionsBy('exit', 'pages[cardinality(pages)]')}
      union all ${sessionsBy('source', 'source')}
      union all ${sessionsBy('medium', 'utm_medium')}
      union all ${sessionsBy('campaign', 'utm_campaign')}
      union all ${sessionsBy('browser', 'browser')}
      union all ${sessionsBy('os', 'os')}
      union all ${sessionsBy('country', 'country')}
      union all ${sessionsBy('region', 'region')}
      union all
      select 'goal', ${utcDay('started_at')}, goal, count(*), 0
        from analytics_sessions cross join unnest(goals) as goal group by 2, 3
      union all
      select 'first_touch', ${utcDay('created_at')}, first_touch_source,
          sum(case conversion_type when 'refund' then -1 else 1 end),
          sum(case conversion_type when 'refund' then -revenue_cents else revenue_cents end)
        from analytics_conversions
        where conversion_type in ('purchase', 'refund') and rolled_up_at is not null
        group by 2, 3`);
  });
}
