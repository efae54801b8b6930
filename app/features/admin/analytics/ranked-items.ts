import { fillPlaceholders } from '#shared/placeholders.ts';
import { pluralForm, type PluralForms } from '../kit/plural.ts';
import { formatCount } from '../kit/analytics-format.ts';
import type { RankedItem } from './ranked-list.tsx';

/** How a row's key reads: its label and an optional muted note. */
export type RowLabel = (key: string) => Pick<RankedItem, 'label' | 'note'>;

/**
 * Rows for a ranked list: each `{key, count}` with its count written into the form that suits
 * it ("1 view", "2 views") and its bar measured against the largest count.
 */
export function rankedItems(
  rows: readonly { key: string; count: number }[],
  forms: PluralForms,
  rowLabel: RowLabel,
): RankedItem[] {
  const largest = Math.max(0, ...rows.map((row) => row.count));
  return rows.map(({ key, count }) => ({
    key,
    ...rowLabel(key),
    value: fillPlaceholders(pluralForm(forms, count), { n: formatCount(count) }),
    share: largest === 0 ? 0 : count / largest,
  }));
}
