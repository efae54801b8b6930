import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { analyticsSessions as s } from '#server/db/analytics-schema.ts';
import {
  analyticsFilterDimensions,
  type AnalyticsFilterDimension,
  type AnalyticsFilters,
} from '#shared/contracts/admin-analytics.ts';
import { daysWindow } from '#shared/time-zone.ts';
import type { DayRange } from './dashboard-figures.ts';

/** The last page of the session: pages[0] of an empty array is null, so it matches nothing. */
const exitPage = sql`${s.pages}[cardinality(${s.pages})]`;

const byColumn = (column: PgColumn) => (value: string) => sql`${column} = ${value}`;

/** How each filter matches a session (shared/contracts/admin-analytics.ts). */
const matches: Record<AnalyticsFilterDimension, (value: string) => SQL> = {
  page: (value) => sql`${value}::text = any(${s.pages})`,
  entry: byColumn(s.entryPage),
  exit: (value) => sql`${exitPage} = ${value}`,
  source: byColumn(s.source),
  medium: byColumn(s.medium),
  campaign: byColumn(s.utmCampaign),
  device: byColumn(s.deviceType),
  browser: byColumn(s.browser),
  os: byColumn(s.os),
  country: byColumn(s.country),
  region: byColumn(s.region),
};

/** Every filter set, all of them matching; `true` without filters. */
export function matchingFilters(filters: AnalyticsFilters): SQL {
  const conditions = analyticsFilterDimensions.flatMap((dimension) => {
    const value = filters[dimension];
    return value === undefined ? [] : [matches[dimension](value)];
  });
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
}

/**
 * Sessions started in the range's days in the seller's zone: a half-open interval of instants,
 * so the started_at index serves it.
 */
export function startedWithin(range: DayRange, timeZone: string): SQL {
  const { from, to } = daysWindow(range, timeZone);
  return sql`${s.startedAt} >= ${from.toISOString()}::timestamptz
    and ${s.startedAt} < ${to.toISOString()}::timestamptz`;
}

/** The seller's day a session started: the day every figure of a filtered session counts on. */
export const startDay = (timeZone: string) =>
  sql`(${s.startedAt} at time zone ${timeZone}::text)::date`;
