import { getJson } from '#app/lib/api-client.ts';
import {
  analyticsDashboardSchema,
  type AnalyticsDashboard,
  type AnalyticsPeriod,
} from '#shared/contracts/admin-analytics.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';

export function fetchAnalytics(days: AnalyticsPeriod): Promise<AnalyticsDashboard> {
  const query = new URLSearchParams({ days: String(days) });
  return getJson(`${adminApi.analytics}?${query.toString()}`, analyticsDashboardSchema);
}
