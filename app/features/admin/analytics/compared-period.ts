import { adminCopy } from '#content/admin-copy.ts';
import type { AnalyticsPeriod } from '#shared/contracts/admin-analytics.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';

const against = adminCopy.analytics.compare.against;

/** The period a period is compared with, as a change's text ends: "previous 7 days". */
export function comparedPeriod(period: AnalyticsPeriod): string {
  if (period === 'today' || period === 'yesterday') return against[period];
  return fillPlaceholders(against.days, { days: period });
}
