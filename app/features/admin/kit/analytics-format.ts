/** How the Analytics tab writes its figures; money uses the back office's formatDollars. */

const count = new Intl.NumberFormat('en-US');
const oneDecimal = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const percent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
// The server's days are the seller's calendar days, sent as YYYY-MM-DD: read and written in UTC
// so the admin's own time zone does not shift them.
const calendarDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const calendarShortDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "1,284". */
export function formatCount(value: number): string {
  return count.format(value);
}

/** "2.4": one decimal, always shown. */
export function formatOneDecimal(value: number): string {
  return oneDecimal.format(value);
}

/** A fraction 0..1 as "42.4%". */
export function formatPercent(fraction: number): string {
  return percent.format(fraction);
}

/** Seconds as m:ss, minutes uncapped: "3:05", "0:00", "62:05". */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(total / 60);
  return `${String(minutes)}:${String(total % 60).padStart(2, '0')}`;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** An instant as HH:mm:ss on a 24-hour clock, in the admin's own time zone. */
export function formatClockTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return [date.getHours(), date.getMinutes(), date.getSeconds()].map(twoDigits).join(':');
}

function fromCalendarDay(day: string, format: Intl.DateTimeFormat): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : format.format(date);
}

/** A day "2026-11-23" as "Nov 23, 2026". */
export function formatDay(day: string): string {
  return fromCalendarDay(day, calendarDay);
}

/** A day as "Nov 23", for the chart's axis. */
export function formatShortDay(day: string): string {
  return fromCalendarDay(day, calendarShortDay);
}
