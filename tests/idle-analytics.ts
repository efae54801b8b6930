import type { AnalyticsBuffer } from '#server/analytics/analytics-buffer.ts';

/** For contexts whose routes never receive tracker events: accepts and keeps nothing. */
export const idleAnalytics: AnalyticsBuffer = {
  room: () => Promise.resolve(),
  record: () => true,
  nudge: () => undefined,
  flush: () => Promise.resolve(),
  stop: () => Promise.resolve(),
};
