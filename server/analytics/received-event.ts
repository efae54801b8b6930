import type { TrackEvent } from '#shared/contracts/analytics.ts';

/** What the server read from the request's user agent; the browser's own claims are ignored. */
export interface ReceivedDevice {
  /** 'desktop', 'mobile', 'tablet' and the like, or 'Unknown'. */
  deviceType: string;
  browser: string | null;
  os: string | null;
}

/** A validated tracker event as the server received it: its time is the server's, not the browser's. */
export type ReceivedEvent = TrackEvent & { receivedAt: Date; device: ReceivedDevice };
