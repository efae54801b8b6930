const dayMs = 86_400_000;

/** The hour (UTC) on Monday from which the report goes: the seller reads it with their coffee. */
export const reportHourUtc = 7;

const monday = 1;

/** YYYY-MM-DD of a moment's UTC day. */
const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);

/**
 * The first day (a Monday, YYYY-MM-DD) of the week the report sent now covers: on a Monday
 * from 07:00 UTC, the Monday a week before; at any other time none (nothing is due).
 */
export function reportWeekStart(now: Date): string | undefined {
  if (now.getUTCDay() !== monday || now.getUTCHours() < reportHourUtc) return undefined;
  return dayOf(new Date(now.getTime() - 7 * dayMs));
}

/** A report's week and the week before it, as half-open moments and as day ranges. */
export function reportWeeks(weekStart: string) {
  const from = new Date(`${weekStart}T00:00:00.000Z`);
  const week = (start: Date) => {
    const to = new Date(start.getTime() + 7 * dayMs);
    return {
      window: { from: start, to },
      days: { from: dayOf(start), to: dayOf(new Date(to.getTime() - dayMs)) },
    };
  };
  return { current: week(from), previous: week(new Date(from.getTime() - 7 * dayMs)) };
}
