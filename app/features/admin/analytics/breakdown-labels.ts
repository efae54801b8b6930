import {
  analyticsBreakdownCards,
  type AnalyticsBreakdownCard,
} from '#shared/contracts/admin-analytics.ts';
import { sourceGroup } from '#shared/traffic-sources.ts';
import { filterValueLabel } from './filter-value-label.ts';
import type { RowLabel } from './ranked-items.ts';

/** A source's group ("Search"), unless it only repeats the source ("Direct"). */
export function sourceNote(source: string): string | undefined {
  const group = sourceGroup(source);
  return group === source ? undefined : group;
}

/** How a ranked card writes its keys: as its filter chip does (places by name), sources with their group. */
export function breakdownRowLabel(card: AnalyticsBreakdownCard): RowLabel {
  const { filter } = analyticsBreakdownCards[card];
  return (key) => ({
    label: filterValueLabel(filter, key),
    note: filter === 'source' ? sourceNote(key) : undefined,
  });
}
