import type { BreakdownDimension } from '#server/db/analytics-schema.ts';
import type { DailyDelta } from '../storage/rollup-deltas.ts';

/**
 * What the dashboard reads, whichever way it is computed: from the rollups when nothing is
 * filtered (dashboard-repository.ts), from the sessions themselves when something is
 * (filtered-dashboard-repository.ts). Both answer the same figures for the same rows; the
 * property tests hold each to plain SQL over the raw rows (tests/analytics-reference.ts).
 */

/** A period of UTC days, YYYY-MM-DD, both included. */
export interface DayRange {
  from: string;
  to: string;
}

/** The period's sums of the daily rollups' fields; visitors counted once each. */
export type PeriodTotals = DailyDelta & { uniqueVisitors: number };

export interface DayFigures {
  day: string;
  sessions: number;
  pageViews: number;
  conversions: number;
  revenueCents: number;
  refundedCents: number;
}

export interface BreakdownEntry {
  dimension: BreakdownDimension;
  key: string;
  count: number;
  revenueCents: number;
}

/** Rows kept per dimension: a number keeps the first N by rank, null keeps all. */
export type BreakdownLimit = number | null;

export interface RecentPageView {
  path: string;
  at: Date;
  device: string;
}

export interface DashboardFigures {
  totals(range: DayRange): Promise<PeriodTotals>;
  /** One row per day of the range, days without traffic as zeros, oldest first. */
  daily(range: DayRange): Promise<DayFigures[]>;
  /**
   * The dimensions' keys over the range, ranked in SQL: most revenue first for
   * 'first_touch', then the highest count, then the key (byte order, collate "C").
   * Keys with a count of 0 or less are left out.
   */
  breakdown(
    range: DayRange,
    dimensions: readonly BreakdownDimension[],
    limit: BreakdownLimit,
  ): Promise<BreakdownEntry[]>;
  /** Sessions whose latest event is at or after `since`. */
  activeSince(since: Date): Promise<number>;
  newestPageViews(limit: number): Promise<RecentPageView[]>;
}
