import { addDays, dayIn, daysWindow, hourIn, weekdayOf } from '#shared/time-zone.ts';

/** The hour on Monday, on the seller's clock, from which the report goes: read with their coffee. */
export const reportHour = 7;

const monday = 1;

/**
 * The first day (a Monday, YYYY-MM-DD) of the week the report sent now covers: on a Monday in
 * the seller's zone from 07:00 there, the Monday a week before; at any other time none.
 */
export function reportWeekStart(now: Date, timeZone: string): string | undefined {
  const today = dayIn(now, timeZone);
  if (weekdayOf(today) !== monday || hourIn(now, timeZone) < reportHour) return undefined;
  return addDays(today, -7);
}

/** A report's week and the week before it, as half-open moments and as the seller's days. */
export function reportWeeks(weekStart: string, timeZone: string) {
  const week = (start: string) => {
    const days = { from: start, to: addDays(start, 6) };
    return { window: daysWindow(days, timeZone), days };
  };
  return { current: week(weekStart), previous: week(addDays(weekStart, -7)) };
}
