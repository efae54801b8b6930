import type { AnalyticsPeriod } from '#shared/contracts/admin-analytics.ts';
import { addDays, dayIn } from '#shared/time-zone.ts';
import type { DayRange } from './dashboard-figures.ts';

export interface ComparedRanges {
  current: DayRange;
  /** The same number of days, just before `current`. */
  previous: DayRange;
}

/** The days from `lastDay - (days - 1)` to `lastDay`. */
const daysEnding = (lastDay: string, days: number): DayRange => ({
  from: addDays(lastDay, -(days - 1)),
  to: lastDay,
});

/**
 * The period's days in the seller's zone by the server's clock (today, yesterday, or the last
 * N days with today) and the period of the same length just before it, the one its figures are
 * compared with.
 */
export function periodRanges(now: Date, period: AnalyticsPeriod, timeZone: string): ComparedRanges {
  const days = period === 'today' || period === 'yesterday' ? 1 : Number(period);
  const today = dayIn(now, timeZone);
  const lastDay = period === 'yesterday' ? addDays(today, -1) : today;
  return {
    current: daysEnding(lastDay, days),
    previous: daysEnding(addDays(lastDay, -days), days),
  };
}
