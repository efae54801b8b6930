const minute = 60;
const hour = 60 * minute;

const counted = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * A Retry-After wait as a person says it: "in 45 seconds", "in about 55 minutes",
 * "in about 3 hours". Exact below a minute, rounded above it.
 */
export function waitInWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < minute) return `in ${counted(whole, 'second')}`;
  if (whole < 90 * minute) return `in about ${counted(Math.round(whole / minute), 'minute')}`;
  return `in about ${counted(Math.round(whole / hour), 'hour')}`;
}
