import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '#server/db/database.ts';

/**
 * The store's rollups as plain SQL over the raw rows, for the property tests: what the
 * breakdown and visitor-days rows must hold after any stream of events.
 */

export interface CountRow {
  dimension: string;
  day: string;
  key: string;
  count: number;
}

const sessionDay = sql`(s.started_at at time zone 'UTC')::date::text`;
const viewDay = sql`(created_at at time zone 'UTC')::date::text`;

/** Every breakdown row but first_touch (revenue), rows summing to zero left out. */
export function storedBreakdown(db: Database): Promise<CountRow[]> {
  return selectRows<CountRow>(
    db,
    sql`select dimension, day::text, key, count from analytics_daily_breakdown
        where dimension <> 'first_touch' and count <> 0
        order by dimension collate "C", day, key collate "C"`,
  );
}

/** Page views by path and by device on their own day; sessions by each value on their start day. */
export function referenceBreakdown(db: Database): Promise<CountRow[]> {
  return selectRows<CountRow>(
    db,
    sql`select dimension, day, key, count(*)::int as count from (
          select 'page' as dimension, ${viewDay} as day, page_path as key
          from analytics_page_views
          union all
          select 'device', ${viewDay}, device_type from analytics_page_views
          union all
          select v.dimension, ${sessionDay}, v.key
          from analytics_sessions s cross join lateral (values
            ('entry', s.entry_page), ('exit', s.pages[cardinality(s.pages)]),
            ('source', s.source), ('medium', s.medium), ('campaign', s.utm_campaign),
            ('browser', s.browser), ('os', s.os), ('country', s.country), ('region', s.region)
          ) as v(dimension, key)
          union all
          select 'goal', ${sessionDay}, goal from analytics_sessions s cross join unnest(s.goals) as goal
        ) counted
        where key is not null
        group by dimension, day, key
        order by dimension collate "C", day, key collate "C"`,
  );
}

export interface VisitorDayRow {
  day: string;
  previous_day: string;
  visitors: number;
}

export function storedVisitorDays(db: Database): Promise<VisitorDayRow[]> {
  return selectRows<VisitorDayRow>(
    db,
    sql`select day::text, previous_day::text, visitors from analytics_visitor_days
        where visitors <> 0 order by day, previous_day`,
  );
}

/** Each visitor's session days, each with the visitor's day before it (lag). */
export function referenceVisitorDays(db: Database): Promise<VisitorDayRow[]> {
  return selectRows<VisitorDayRow>(
    db,
    sql`select day::text, previous_day::text, count(*)::int as visitors from (
          select day, coalesce(lag(day) over (partition by visitor_id order by day),
            '0001-01-01'::date) as previous_day
          from (select distinct s.visitor_id, (s.started_at at time zone 'UTC')::date as day
                from analytics_sessions s) visited
        ) returns
        group by day, previous_day order by day, previous_day`,
  );
}

export interface SessionTrail {
  id: string;
  pages: string[];
  goals: string[];
}

/** Each session's pages and goals as stored, goals sorted. */
export function storedTrails(db: Database): Promise<SessionTrail[]> {
  return selectRows<SessionTrail>(
    db,
    sql`select id, pages, array(select unnest(goals) order by 1) as goals
        from analytics_sessions order by id`,
  );
}

/** Each session's page views in order, and the goal keys its events name once it started. */
export function referenceTrails(db: Database): Promise<SessionTrail[]> {
  return selectRows<SessionTrail>(
    db,
    sql`select s.id,
          array(select page_path from analytics_page_views v where v.session_id = s.id
                order by created_at, id) as pages,
          array(select distinct goal from analytics_events e cross join lateral (
                  select case e.name
                    when 'cta_click' then 'cta:' || nullif(e.detail->>'ctaLocation', '')
                    when 'scroll_depth' then 'scroll:' || (e.detail->>'scrollPercentage')
                    when 'engaged_visitor' then 'engaged'
                    when 'deeply_engaged_visitor' then 'deeply_engaged'
                    when 'video_play' then 'video_play' end as goal) k
                where e.session_id = s.id and e.created_at >= s.started_at
                  and goal is not null
                order by 1) as goals
        from analytics_sessions s order by s.id`,
  );
}
