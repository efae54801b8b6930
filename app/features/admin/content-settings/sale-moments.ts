const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a date-time field shows it, in the browser's zone: "2026-11-30T23:59". */
export function localMoment(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const localPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/**
 * A date-time field's value as the instant it means in the browser's zone, ISO; null when
 * empty; anything else as typed, so the schema says what is wrong with it.
 */
export function isoMoment(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  // Without an offset, a date and time is read in the browser's zone.
  const time = localPattern.test(trimmed) ? new Date(trimmed).getTime() : Number.NaN;
  return Number.isNaN(time) ? trimmed : new Date(time).toISOString();
}

/** The browser's zone, named under the sale's date-time fields. */
export function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
