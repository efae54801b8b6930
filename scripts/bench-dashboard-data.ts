import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { rebuildRollups } from './bench-dashboard-rollups.ts';

/**
 * Realistic analytics history for `npm run bench:dashboard`, written in SQL (generate_series)
 * because a million page views through the flush would take far longer than the measurement:
 * sessions over 90 days with every value a card or a filter reads (sources as the source rule
 * names them, utm medium and campaign, places, browsers, systems, devices), their page views
 * in order (`pages`), the tracker's events and the goals they reach, conversions for a share
 * of the sessions that reached /checkout (a few refunded), then every rollup rebuilt from
 * those raw rows, set-based.
 */
export interface DashboardData {
  sessions: number;
  pageViews: number;
  now: Date;
}

const literal = (value: string | null) => (value === null ? 'null' : `'${value}'`);
const textArray = (values: readonly (string | null)[]) =>
  `array[${values.map(literal).join(',')}]::text[]`;
/** One of `values` at random, each as likely as its repetitions make it. */
const pick = (values: readonly (string | null)[]) =>
  sql.raw(`(${textArray(values)})[1 + floor(random() * ${values.length})::int]`);
/** The `index`th of `values`, an SQL expression from 1 to values.length. */
const at = (values: readonly (string | null)[], index: string) =>
  sql.raw(`(${textArray(values)})[${index}]`);

const ownHost = 'childsupportdefense.com';

/** Referrers and the source the rule names each (shared/traffic-sources.ts), by weight. */
const referred: readonly { referrer: string | null; source: string; weight: number }[] = [
  { referrer: 'https://www.google.com/', source: 'Google', weight: 30 },
  { referrer: 'https://www.bing.com/', source: 'Bing', weight: 6 },
  { referrer: 'https://duckduckgo.com/', source: 'DuckDuckGo', weight: 3 },
  { referrer: 'https://m.facebook.com/', source: 'Facebook', weight: 5 },
  { referrer: 'https://www.reddit.com/r/childsupport/', source: 'Reddit', weight: 4 },
  { referrer: 'https://t.co/abc', source: 'X', weight: 2 },
  { referrer: 'https://www.familylawforum.org/thread/9', source: 'familylawforum.org', weight: 3 },
  { referrer: 'https://news.ycombinator.com/', source: 'news.ycombinator.com', weight: 1 },
  { referrer: 'https://lawyers.example.com/tx', source: 'lawyers.example.com', weight: 1 },
  // The site's own pages as referrer fall through to Direct, as no referrer does.
  { referrer: `https://www.${ownHost}/blog`, source: 'Direct', weight: 5 },
  { referrer: null, source: 'Direct', weight: 25 },
];
const weighted = referred.flatMap((entry) => Array<typeof entry>(entry.weight).fill(entry));

/** Tagged links: utm_source, utm_medium and utm_campaign together, medium and campaign on a share. */
const tagged: readonly { source: string; medium: string | null; campaign: string | null }[] = [
  { source: 'newsletter', medium: 'email', campaign: 'fall-sale' },
  { source: 'newsletter', medium: 'email', campaign: 'weekly-tips' },
  { source: 'google', medium: 'cpc', campaign: 'state-guides' },
  { source: 'facebook', medium: 'social', campaign: 'fall-sale' },
  { source: 'partner-blog', medium: 'referral', campaign: null },
  { source: 'podcast', medium: null, campaign: null },
];

const pages = [
  '/',
  '/',
  '/',
  '/blog',
  '/guide',
  '/guide',
  '/faq',
  '/about',
  '/privacy',
  '/states/texas-child-support',
  '/states/california-child-support',
  '/states/florida-child-support',
  ...Array.from({ length: 20 }, (_, index) => `/blog/post-${index + 1}`),
];
const countries = ['US', 'US', 'US', 'US', 'US', 'US', 'US', 'US', 'CA', 'GB', 'MX', 'IN', null];
// US states by two-letter code; a US address the database cannot place has none.
const states = ['TX', 'TX', 'CA', 'CA', 'FL', 'NY', 'GA', 'OH', 'IL', 'PA', 'NC', null];
const ctaLocations = ['hero', 'hero', 'sidebar', 'footer'];
const devices = ['desktop', 'desktop', 'desktop', 'mobile', 'mobile', 'tablet', 'Unknown'];
const browsers = ['Chrome', 'Chrome', 'Chrome', 'Safari', 'Firefox', 'Edge', 'Samsung Internet'];
const desktopSystems = ['Windows', 'Windows', 'macOS', 'Linux'];
const mobileSystems = ['iOS', 'Android', 'Android'];

/** A tagged link's field, by the session's `utm` index (null when untagged). */
const byLink = (field: 'source' | 'medium' | 'campaign') =>
  at(
    tagged.map((link) => link[field]),
    'utm',
  );
/** The referrer or the source it is named, by the session's `traffic` index. */
const byReferrer = (field: 'referrer' | 'source') =>
  at(
    weighted.map((entry) => entry[field]),
    'traffic',
  );

export async function generateAnalyticsData(db: Database, data: DashboardData): Promise<void> {
  const run = (query: SQL) => db.execute(query);
  const nowIso = data.now.toISOString();
  // About 1.7 sessions per visitor: some visitors come back, some once only.
  const visitors = Math.max(1, Math.round(data.sessions / 1.7));
  await run(sql`
    insert into analytics_sessions (id, visitor_id, started_at, ended_at, duration_seconds,
      is_bounce, page_views, entry_page, referrer, utm_source, utm_medium, utm_campaign, source,
      device_type, browser, os, country, region)
    select 's' || i, 'v' || ((i::bigint * 7919) % ${visitors}), started_at,
      least(started_at + duration * interval '1 second', ${nowIso}::timestamptz), duration,
      duration < 30, 1, entry_page, case when utm is null then ${byReferrer('referrer')} end,
      ${byLink('source')}, ${byLink('medium')}, ${byLink('campaign')},
      coalesce(${byLink('source')}, ${byReferrer('source')}),
      device,
      case when device <> 'Unknown' then ${pick(browsers)} end,
      case device when 'desktop' then ${pick(desktopSystems)} when 'Unknown' then null
        else ${pick(mobileSystems)} end,
      country, case when country = 'US' then ${pick(states)} end
    from (
      select i, ${nowIso}::timestamptz - random() * interval '90 days' as started_at,
        case when random() < 0.45 then floor(random() * 30)::int
          else 30 + floor(random() * 900)::int end as duration,
        ${pick(pages)} as entry_page,
        case when random() < 0.15 then 1 + floor(random() * ${tagged.length})::int end as utm,
        1 + floor(random() * ${weighted.length})::int as traffic,
        ${pick(devices)} as device,
        ${pick(countries)} as country
      from generate_series(1, ${data.sessions}) as i
    ) as generated`);
  await run(sql`
    insert into analytics_visitors (id, first_seen_at, first_source, last_seen_day)
    select distinct on (visitor_id) visitor_id, started_at, source,
      (max(started_at) over (partition by visitor_id) at time zone 'UTC')::date
    from analytics_sessions order by visitor_id, started_at`);
  await addPageViews(db, data);
  await addEvents(db);
  await addConversions(db);
  await rebuildRollups(db);
  // The sessions were written three times (inserted, then given their pages, then their
  // goals): two dead versions of every row that a live table's autovacuum reclaims as it
  // goes, and that would otherwise triple what a filtered dashboard scans.
  await run(sql`vacuum full analytics_sessions`);
  // Fresh statistics, as PostgreSQL's autovacuum would gather after a bulk load (PGlite has
  // none): without them the planner guesses a third of the sessions are active and scans all.
  await run(sql`analyze`);
}

/**
 * Each session's entry page view, then the rest spread over random sessions at random moments
 * of them; the session's `pages` are its views in order (the entry first, ties by insertion).
 */
async function addPageViews(db: Database, data: DashboardData): Promise<void> {
  await db.execute(sql`
    insert into analytics_page_views (session_id, visitor_id, created_at, page_path, device_type,
      browser, os)
    select id, visitor_id, started_at, entry_page, device_type, browser, os
    from analytics_sessions order by started_at`);
  await db.execute(sql`
    insert into analytics_page_views (session_id, visitor_id, created_at, page_path, device_type,
      browser, os)
    select s.id, s.visitor_id, s.started_at + random() * (s.ended_at - s.started_at),
      case when random() < 0.012 then '/checkout' else ${pick(pages)} end,
      s.device_type, s.browser, s.os
    from (select 1 + floor(random() * ${data.sessions})::int as k
          from generate_series(1, ${Math.max(0, data.pageViews - data.sessions)})) as j
    join analytics_sessions s on s.id = 's' || j.k`);
  await db.execute(sql`
    update analytics_sessions s set page_views = viewed.views, pages = viewed.pages,
      viewed_checkout = viewed.checkout
    from (select session_id, count(*)::int as views,
            array_agg(page_path order by created_at, id) as pages,
            bool_or(page_path = '/checkout') as checkout
          from analytics_page_views group by session_id) as viewed
    where viewed.session_id = s.id`);
}

/**
 * The tracker's events on a share of the sessions (calls to action, some clicked twice, each
 * scroll depth up to the deepest, engagement, video plays), on one of the session's pages,
 * then each session's goals: the keys its events reach, each once, in the order first reached.
 */
async function addEvents(db: Database): Promise<void> {
  const during = sql.raw(`s.started_at + random() * (s.ended_at - s.started_at)`);
  const onPage = sql.raw(`s.pages[1 + floor(random() * cardinality(s.pages))::int]`);
  const chances = sql`(select *, random() as chance from analytics_sessions) as s`;
  const insert = sql`insert into analytics_events (session_id, visitor_id, created_at, name,
    page_path, detail)`;
  await db.execute(sql`${insert}
    select s.id, s.visitor_id, ${during}, 'cta_click', ${onPage},
      jsonb_build_object('ctaLocation', ${pick(ctaLocations)}, 'ctaType', 'button')
    from ${chances} cross join lateral generate_series(1, case when s.chance < 0.03 then 2 else 1 end)
    where s.chance < 0.15`);
  await db.execute(sql`${insert}
    select s.id, s.visitor_id, ${during}, 'scroll_depth', ${onPage},
      jsonb_build_object('scrollPercentage', depth)
    from ${chances} cross join unnest(array[25, 50, 75, 100]) as depth
    where s.chance < 0.6 and depth <= 25 * (1 + floor(s.chance / 0.15))`);
  await db.execute(sql`${insert}
    select s.id, s.visitor_id, ${during}, name, ${onPage}, null
    from ${chances} cross join (values ('engaged_visitor', 0.4), ('deeply_engaged_visitor', 0.15))
      as levels(name, share)
    where s.chance < levels.share`);
  await db.execute(sql`${insert}
    select s.id, s.visitor_id, ${during}, 'video_play', ${onPage},
      jsonb_build_object('videoId', 'intro')
    from ${chances} where s.chance < 0.05`);
  await db.execute(sql`
    update analytics_sessions s set goals = reached.goals
    from (
      select session_id, array_agg(goal order by first_at, goal) as goals
      from (
        select session_id, goal, min(created_at) as first_at
        from (
          select session_id, created_at, case name
              when 'cta_click' then 'cta:' || (detail ->> 'ctaLocation')
              when 'scroll_depth' then 'scroll:' || (detail ->> 'scrollPercentage')
              when 'engaged_visitor' then 'engaged'
              when 'deeply_engaged_visitor' then 'deeply_engaged'
              when 'video_play' then 'video_play'
            end as goal
          from analytics_events
        ) as events
        where goal is not null
        group by 1, 2
      ) as firsts
      group by 1
    ) as reached
    where reached.session_id = s.id`);
}

/** Half the sessions that reached /checkout start an order; 60% of those pay; 5% of sales are refunded. */
async function addConversions(db: Database): Promise<void> {
  await db.execute(sql`
    insert into analytics_conversions (order_id, conversion_type, session_id, visitor_id,
      created_at, revenue_cents, first_touch_source, last_touch_source, rolled_up_at)
    select 'ord_' || s.id, kind, s.id, s.visitor_id, s.ended_at,
      case when kind = 'purchase' then 4700 else 0 end, v.first_source, s.source, now()
    from (select *, random() as chance from analytics_sessions where viewed_checkout) as s
    join analytics_visitors v on v.id = s.visitor_id
    cross join (values ('begin_checkout'), ('purchase')) as kinds(kind)
    where s.chance < 0.5 and (kind = 'begin_checkout' or s.chance < 0.3)`);
  // A refund carries its sale's amount, moment and credited source (server/revenue/).
  await db.execute(sql`
    insert into analytics_conversions (order_id, conversion_type, session_id, visitor_id,
      created_at, revenue_cents, first_touch_source, last_touch_source, rolled_up_at)
    select order_id, 'refund', session_id, visitor_id, created_at, revenue_cents,
      first_touch_source, last_touch_source, now()
    from analytics_conversions where conversion_type = 'purchase' and random() < 0.05`);
  await db.execute(sql`
    update analytics_sessions s set started_payment = true,
      converted = exists (select 1 from analytics_conversions p
        where p.session_id = s.id and p.conversion_type = 'purchase')
    where exists (select 1 from analytics_conversions c where c.session_id = s.id)`);
}
