import type { OverviewFigure, OverviewPeriodId } from '#shared/contracts/admin-overview.ts';
import type { Window } from './overview-repository.ts';

const dayMs = 86_400_000;
const back = (moment: Date, days: number) => new Date(moment.getTime() - days * dayMs);

/**
 * Each period of the Overview and the stretch it is compared with, on UTC days (the days the
 * analytics roll up by). Today and the last 7 days end now, so their previous stretches end at
 * the same time of day one period earlier; yesterday is a whole day against the day before.
 */
export function overviewWindows(
  now: Date,
): Record<OverviewPeriodId, { current: Window; previous: Window }> {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return {
    today: {
      current: { from: today, to: now },
      previous: { from: back(today, 1), to: back(now, 1) },
    },
    yesterday: {
      current: { from: back(today, 1), to: today },
      previous: { from: back(today, 2), to: back(today, 1) },
    },
    last7Days: {
      current: { from: back(today, 6), to: now },
      previous: { from: back(today, 13), to: back(now, 7) },
    },
  };
}

/** A figure against its previous value: the relative change, none from zero. */
export function compared(value: number, previous: number): OverviewFigure {
  return { value, previous, change: previous === 0 ? null : (value - previous) / previous };
}
