import type { AnalyticsPeriod } from '#shared/contracts/admin-analytics.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { analyticsCopy } from './analytics-copy.ts';

const against = analyticsCopy.compare.against;

/** The period a period is compared with, as a change's text ends: "previous 7 days". */
export function comparedPeriod(period: AnalyticsPeriod): string {
  if (period === 'today' || period === 'yesterday') return against[period];
  return fillPlaceholders(against.days, { days: period });
}
