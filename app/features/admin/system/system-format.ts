import { systemCopy } from '#content/admin-system.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';

const { duration } = systemCopy;
const spans = [
  [86_400, duration.days],
  [3_600, duration.hours],
  [60, duration.minutes],
  [1, duration.seconds],
] as const;

const counted = (text: string, count: number) => fillPlaceholders(text, { n: String(count) });

/** A length of time in its largest unit and the next: "3 d 4 h", "2 h", "5 min 3 s", "0 s". */
export function formatUptime(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const first = spans.findIndex(([size]) => total >= size);
  const largest = spans[first];
  if (!largest) return counted(duration.seconds, 0);
  const [size, text] = largest;
  const next = spans[first + 1];
  const rest = next ? Math.floor((total % size) / next[0]) : 0;
  const parts = [counted(text, Math.floor(total / size))];
  if (next && rest > 0) parts.push(counted(next[1], rest));
  return parts.join(' ');
}
