import { fillPlaceholders } from '#shared/placeholders.ts';
import { formatCount } from './analytics-format.ts';
import type { RankedItem } from './ranked-list.tsx';

/**
 * Rows for a ranked list: each `[label, count]` with its count written into `template`
 * ("{{n}} views") and its bar measured against the largest count.
 */
export function rankedItems(
  rows: readonly (readonly [string, number])[],
  template: string,
): RankedItem[] {
  const largest = Math.max(0, ...rows.map(([, count]) => count));
  return rows.map(([label, count]) => ({
    label,
    value: fillPlaceholders(template, { n: formatCount(count) }),
    share: largest === 0 ? 0 : count / largest,
  }));
}
