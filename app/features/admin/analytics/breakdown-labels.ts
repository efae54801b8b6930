import type { AnalyticsBreakdownCard } from '#shared/contracts/admin-analytics.ts';
import { sourceGroup } from '#shared/traffic-sources.ts';
import { countryName, usStateName } from './place-names.ts';
import type { RowLabel } from './ranked-items.ts';

/** A source with its group beside it, unless the group only repeats it ("Direct"). */
const sourceLabel: RowLabel = (source) => {
  const group = sourceGroup(source);
  return { label: source, note: group === source ? undefined : group };
};

/** How each ranked card writes its keys: places by name, sources with their group. */
export const breakdownLabels: Partial<Record<AnalyticsBreakdownCard, RowLabel>> = {
  sources: sourceLabel,
  countries: (code) => ({ label: countryName(code) }),
  regions: (code) => ({ label: usStateName(code) }),
};
