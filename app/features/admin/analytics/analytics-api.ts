import { getJson } from '#app/lib/api-client.ts';
import {
  analyticsDashboardSchema,
  type AnalyticsDashboard,
  type AnalyticsExportCard,
  type AnalyticsQuery,
} from '#shared/contracts/admin-analytics.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { analyticsSearchParams } from './analytics-query.ts';

export function fetchAnalytics(query: AnalyticsQuery): Promise<AnalyticsDashboard> {
  return getJson(
    `${adminApi.analytics}?${analyticsSearchParams(query).toString()}`,
    analyticsDashboardSchema,
  );
}

/** One card's CSV for the period and filters on screen. */
export function analyticsExportHref(query: AnalyticsQuery, card: AnalyticsExportCard): string {
  const params = analyticsSearchParams(query);
  params.set('card', card);
  return `${adminApi.analyticsExport}?${params.toString()}`;
}
