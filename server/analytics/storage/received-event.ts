import type { TrackEvent } from '#shared/contracts/analytics.ts';

/** What the server read from the request's user agent; the browser's own claims are ignored. */
export interface ReceivedDevice {
  /** 'desktop', 'mobile', 'tablet' and the like, or 'Unknown'. */
  deviceType: string;
  browser: string | null;
  os: string | null;
}

/**
 * Where the request came from, looked up from the client's address at ingest
 * (server/analytics/ingestion/geolocation.ts); the address itself is never kept.
 */
export interface ReceivedPlace {
  /** ISO 3166-1 alpha-2, or null when unknown (a private address, no database). */
  country: string | null;
  /** The US state's two-letter code (DC included), only for the United States. */
  region: string | null;
}

/**
 * A validated tracker event as the server received it: its time is the server's, not the
 * browser's; `source` is the traffic source its page view names (shared/traffic-sources.ts:
 * utm_source, else the referring site, else Direct), used when it starts a session.
 */
export type ReceivedEvent = TrackEvent & {
  receivedAt: Date;
  device: ReceivedDevice;
  place: ReceivedPlace;
  source: string;
};
