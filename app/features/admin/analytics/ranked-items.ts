import { fillPlaceholders } from '#shared/placeholders.ts';
import { pluralForm, type PluralForms } from '../plural.ts';
import { formatCount } from './analytics-format.ts';
import type { RankedItem } from './ranked-list.tsx';

/**
 * Rows for a ranked list: each `[label, count]` with its count written into the form that
 * suits it ("1 view", "2 views") and its bar measured against the largest count.
 */
export function rankedItems(
  rows: readonly (readonly [string, number])[],
  forms: PluralForms,
): RankedItem[] {
  const largest = Math.max(0, ...rows.map(([, count]) => count));
  return rows.map(([label, count]) => ({
    label,
    value: fillPlaceholders(pluralForm(forms, count), { n: formatCount(count) }),
    share: largest === 0 ? 0 : count / largest,
  }));
}
