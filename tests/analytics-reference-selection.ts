import { sql, type SQL } from 'drizzle-orm';
import {
  analyticsFilterDimensions,
  type AnalyticsFilterDimension,
  type AnalyticsFilters,
  type AnalyticsPeriod,
} from '#shared/contracts/admin-analytics.ts';

/**
 * The sessions a filter selects, decided from the raw rows the obvious way (never from the
 * sessions' pages or goals arrays): a page filter wants a page view of that path, entry and
 * exit the first and last page view by time (then id), the rest the session's own column.
 * Written for the tests alone; `s` is the session being judged.
 */

const firstView = (direction: 'asc' | 'desc') =>
  sql.raw(`(select p.page_path from analytics_page_views p where p.session_id = s.id
    order by p.created_at ${direction}, p.id ${direction} limit 1)`);

const sessionColumn: Record<
  Exclude<AnalyticsFilterDimension, 'page' | 'entry' | 'exit'>,
  string
> = {
  source: 's.source',
  medium: 's.medium',
  campaign: 's.utm_campaign',
  device: 's.device_type',
  browser: 's.browser',
  os: 's.os',
  country: 's.country',
  region: 's.region',
};

function condition(dimension: AnalyticsFilterDimension, value: string): SQL {
  if (dimension === 'page')
    return sql`exists (select 1 from analytics_page_views p
      where p.session_id = s.id and p.page_path = ${value})`;
  if (dimension === 'entry') return sql`${firstView('asc')} = ${value}`;
  if (dimension === 'exit') return sql`${firstView('desc')} = ${value}`;
  return sql`${sql.raw(sessionColumn[dimension])} = ${value}`;
}

export const hasFilters = (filters: AnalyticsFilters) =>
  analyticsFilterDimensions.some((dimension) => filters[dimension] !== undefined);

/** The session `s` matches every filter set. */
export function matchesFilters(filters: AnalyticsFilters): SQL {
  const conditions = analyticsFilterDimensions.flatMap((dimension) => {
    const value = filters[dimension];
    return value === undefined ? [] : [condition(dimension, value)];
  });
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
}

export interface ReferenceRange {
  from: string;
  to: string;
}

/** The UTC day of a timestamp column, e.g. `utcDate('s.started_at')`. */
export const utcDate = (column: string) => sql.raw(`(${column} at time zone 'UTC')::date`);

export const within = (column: string, range: ReferenceRange) =>
  sql`${utcDate(column)} between ${range.from}::date and ${range.to}::date`;

/** The sessions started in the range that match the filters, as a subquery. */
export const selectedSessions = (range: ReferenceRange, filters: AnalyticsFilters) =>
  sql`(select s.* from analytics_sessions s
    where ${within('s.started_at', range)} and ${matchesFilters(filters)})`;

/** Days of the period, ending today or yesterday, and as many before them. */
const periodDays: Record<AnalyticsPeriod, { lastAgo: number; days: number }> = {
  today: { lastAgo: 0, days: 1 },
  yesterday: { lastAgo: 1, days: 1 },
  '7': { lastAgo: 0, days: 7 },
  '14': { lastAgo: 0, days: 14 },
  '30': { lastAgo: 0, days: 30 },
  '90': { lastAgo: 0, days: 90 },
};

/** The day arithmetic done by the database, not by the code under test. */
export function referenceRanges(now: Date, period: AnalyticsPeriod) {
  const { lastAgo, days } = periodDays[period];
  const today = sql`(${now.toISOString()}::timestamptz at time zone 'UTC')::date`;
  const dayAgo = (ago: number) => sql`to_char(${today} - ${ago}::int, 'YYYY-MM-DD')`;
  return sql`select ${dayAgo(lastAgo + days - 1)} as "from", ${dayAgo(lastAgo)} as "to",
    ${dayAgo(lastAgo + 2 * days - 1)} as "previousFrom", ${dayAgo(lastAgo + days)} as "previousTo"`;
}
