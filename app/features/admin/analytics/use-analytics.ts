import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsQuery } from '#shared/contracts/admin-analytics.ts';
import { adminKeys } from '../kit/query-keys.ts';
import { fetchAnalytics } from './analytics-api.ts';

/** The figures are live: asked for again this often while the tab is on screen. */
export const analyticsRefreshMs = 30_000;

/**
 * A failed attempt is only logged: the tab keeps the figures it has and says they are stale,
 * and a toast every 30 s while the server is down would bury the rest of the back office.
 */
async function fetchLogged(query: AnalyticsQuery) {
  try {
    return await fetchAnalytics(query);
  } catch (error) {
    console.warn('Analytics could not be loaded:', error);
    throw error;
  }
}

/**
 * The figures of a period and its filters, refetched every 30 s while mounted (the tab
 * unmounts when hidden, and TanStack Query pauses the interval while the browser tab is in
 * the background). Another period or filter keeps the current figures on screen until its
 * own arrive.
 */
export function useAnalytics(query: AnalyticsQuery) {
  return useQuery({
    queryKey: adminKeys.analytics(query),
    queryFn: () => fetchLogged(query),
    placeholderData: keepPreviousData,
    refetchInterval: analyticsRefreshMs,
  });
}
