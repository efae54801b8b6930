import type { OverviewFigure, OverviewPeriodId } from '#shared/contracts/admin-overview.ts';
import { addDays, dayIn, startOfDay } from '#shared/time-zone.ts';
import type { Window } from './overview-window.ts';

/**
 * Each period of the Overview and the stretch it is compared with, on the seller's days (the
 * days Analytics rolls up by). Today and the last 7 days end now, so their previous stretches
 * end the same time after their start one period earlier; yesterday is a whole day against the
 * day before. A day starts at its local midnight, whatever daylight saving does.
 */
export function overviewWindows(
  now: Date,
  timeZone: string,
): Record<OverviewPeriodId, { current: Window; previous: Window }> {
  const today = dayIn(now, timeZone);
  const start = (days: number) => startOfDay(addDays(today, -days), timeZone);
  const sinceToday = now.getTime() - start(0).getTime();
  const sameTimeAfter = (from: Date) => new Date(from.getTime() + sinceToday);
  return {
    today: {
      current: { from: start(0), to: now },
      previous: { from: start(1), to: sameTimeAfter(start(1)) },
    },
    yesterday: {
      current: { from: start(1), to: start(0) },
      previous: { from: start(2), to: start(1) },
    },
    last7Days: {
      current: { from: start(6), to: now },
      previous: { from: start(13), to: sameTimeAfter(start(7)) },
    },
  };
}

/** A figure against its previous value: the relative change, none from zero. */
export function compared(value: number, previous: number): OverviewFigure {
  return { value, previous, change: previous === 0 ? null : (value - previous) / previous };
}
