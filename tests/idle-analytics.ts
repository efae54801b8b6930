import type { AnalyticsBuffer } from '#server/analytics/ingestion/analytics-buffer.ts';
import type { Geolocation } from '#server/analytics/ingestion/geolocation.ts';

/** For contexts whose routes never receive tracker events: accepts and keeps nothing. */
export const idleAnalytics: AnalyticsBuffer = {
  room: () => Promise.resolve(),
  record: () => true,
  nudge: () => undefined,
  flush: () => Promise.resolve(),
  stop: () => Promise.resolve(),
};

/** For the same contexts: every address is nowhere, and no database is read. */
export const noGeolocation: Geolocation = {
  locate: () => Promise.resolve({ country: null, region: null }),
};
