import { useSearchParams } from 'react-router';
import type {
  AnalyticsFilterDimension,
  AnalyticsPeriod,
  AnalyticsQuery,
} from '#shared/contracts/admin-analytics.ts';
import { analyticsSearchParams, parseAnalyticsQuery } from './analytics-query.ts';

/**
 * The period and filters of the address (`?period=30&source=Google`), and the changes the
 * tab makes to them. Each change keeps the rest of the query and the scroll position: a
 * filter clicked far down the page must not jump back to the top.
 */
export function useAnalyticsQuery() {
  const [params, setParams] = useSearchParams();
  const query = parseAnalyticsQuery(params);
  const go = (next: AnalyticsQuery) =>
    setParams(analyticsSearchParams(next), { preventScrollReset: true });
  return {
    query,
    setPeriod: (period: AnalyticsPeriod) => go({ ...query, period }),
    setFilter: (dimension: AnalyticsFilterDimension, value: string) =>
      go({ ...query, [dimension]: value }),
    removeFilter: (dimension: AnalyticsFilterDimension) => go({ ...query, [dimension]: undefined }),
    clearFilters: () => go({ period: query.period }),
  };
}
