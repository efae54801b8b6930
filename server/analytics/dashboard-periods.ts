import type { AnalyticsPeriod } from '#shared/contracts/admin-analytics.ts';
import type { DayRange } from './dashboard-figures.ts';
import { utcDay } from './rollup-deltas.ts';

const dayMs = 86_400_000;

export interface ComparedRanges {
  current: DayRange;
  /** The same number of days, just before `current`. */
  previous: DayRange;
}

/** The UTC days from `lastDay - (days - 1)` to `lastDay`. */
function daysEnding(lastDay: Date, days: number): DayRange {
  return { from: utcDay(new Date(lastDay.getTime() - (days - 1) * dayMs)), to: utcDay(lastDay) };
}

/**
 * The period's UTC days by the server's clock (today, yesterday, or the last N days with
 * today) and the period of the same length just before it, the one its figures are compared
 * with.
 */
export function periodRanges(now: Date, period: AnalyticsPeriod): ComparedRanges {
  const days = period === 'today' || period === 'yesterday' ? 1 : Number(period);
  const lastDay = period === 'yesterday' ? new Date(now.getTime() - dayMs) : now;
  return {
    current: daysEnding(lastDay, days),
    previous: daysEnding(new Date(lastDay.getTime() - days * dayMs), days),
  };
}
