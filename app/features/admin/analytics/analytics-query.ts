import {
  analyticsFilterDimensions,
  analyticsFiltersSchema,
  analyticsQuerySchema,
  defaultAnalyticsPeriod,
  type AnalyticsFilters,
  type AnalyticsQuery,
} from '#shared/contracts/admin-analytics.ts';

/**
 * The period and filters an address names. Each parameter is read on its own, so one the
 * dashboard does not take (a hand-edited `?period=5`, an empty `?source=`) is dropped and the
 * rest still apply.
 */
export function parseAnalyticsQuery(params: URLSearchParams): AnalyticsQuery {
  const period = analyticsQuerySchema.shape.period.safeParse(params.get('period') ?? undefined);
  const filters: AnalyticsFilters = {};
  for (const dimension of analyticsFilterDimensions) {
    const value = analyticsFiltersSchema.shape[dimension].safeParse(
      params.get(dimension) ?? undefined,
    );
    if (value.success && value.data !== undefined) filters[dimension] = value.data;
  }
  return { ...filters, period: period.success ? period.data : defaultAnalyticsPeriod };
}

/** The filters of a query, in the contract's order of dimensions. */
export function activeFilters(query: AnalyticsFilters) {
  return analyticsFilterDimensions.flatMap((dimension) => {
    const value = query[dimension];
    return value === undefined ? [] : [{ dimension, value }];
  });
}

/**
 * A query as the address, the API and the CSV links spell it: the period first, then each
 * filter in a fixed order, so one query always reads the same.
 */
export function analyticsSearchParams(query: AnalyticsQuery): URLSearchParams {
  const params = new URLSearchParams({ period: query.period });
  for (const { dimension, value } of activeFilters(query)) params.set(dimension, value);
  return params;
}
