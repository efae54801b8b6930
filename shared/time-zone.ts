/**
 * The seller's days: every day boundary the back office shows (Overview, Analytics and its
 * rollups, Orders' date filters, the weekly report) is a calendar day in the one time zone the
 * seller sets (`timeZone` in the content settings, decision 091). Days travel as YYYY-MM-DD.
 */

/** The zone a shop counts in until the seller sets theirs. */
export const defaultTimeZone = 'UTC';

const dayMs = 86_400_000;

const formats = new Map<string, Intl.DateTimeFormat>();

/** The parts of a moment's wall-clock time in `zone` (cached per zone: Intl formats are costly). */
function formatIn(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(zone, format);
  }
  return format;
}

/** An IANA time zone name this runtime knows, such as America/Chicago or UTC. */
export function isTimeZone(name: string): boolean {
  if (name.trim() === '' || name !== name.trim()) return false;
  try {
    formatIn(name);
    return true;
  } catch {
    return false;
  }
}

function wallClock(moment: Date, zone: string) {
  const parts = Object.fromEntries(
    formatIn(zone)
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  );
  const number = (type: string) => Number(parts[type]);
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    hour: number('hour'),
    asUtc: Date.UTC(
      number('year'),
      number('month') - 1,
      number('day'),
      number('hour'),
      number('minute'),
      number('second'),
    ),
  };
}

/** The calendar day (YYYY-MM-DD) a moment falls on in `zone`. */
export function dayIn(moment: Date, zone: string): string {
  return wallClock(moment, zone).day;
}

/** The hour (0-23) on the clock in `zone` at a moment. */
export function hourIn(moment: Date, zone: string): number {
  return wallClock(moment, zone).hour;
}

/** The day `days` after (or before) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** 0 for Sunday to 6 for Saturday. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** The zone's offset from UTC at a moment, in milliseconds (whole seconds). */
function offsetAt(moment: number, zone: string): number {
  return wallClock(new Date(moment), zone).asUtc - Math.floor(moment / 1000) * 1000;
}

/**
 * The moment a day begins in `zone`: its local midnight, or the first moment after it when a
 * daylight-saving change skips midnight.
 */
export function startOfDay(day: string, zone: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  const guess = midnightUtc - offsetAt(midnightUtc, zone);
  const offset = offsetAt(guess, zone);
  return new Date(midnightUtc - offset);
}

/** The moments a range of days covers in `zone`: from the first's start to the day after the last. */
export function daysWindow(range: { from: string; to: string }, zone: string) {
  return { from: startOfDay(range.from, zone), to: startOfDay(addDays(range.to, 1), zone) };
}
