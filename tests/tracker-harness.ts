import { vi } from 'vitest';
import { trackRequestSchema, type TrackEvent } from '#shared/contracts/analytics.ts';

/**
 * Records what the tracker sends, by fetch and by sendBeacon, each body checked against the
 * endpoint's contract; and lets a test say whether the tab is visible.
 */
export function trackerHarness() {
  const posted: TrackEvent[][] = [];
  const beaconed: TrackEvent[][] = [];
  const read = (body: unknown): TrackEvent[] => {
    const parsed = trackRequestSchema.parse(JSON.parse(String(body)));
    return 'events' in parsed ? parsed.events : [parsed];
  };
  const fetchMock = vi.fn((_url: string, init?: RequestInit) => {
    posted.push(read(init?.body));
    return Promise.resolve(new Response(null, { status: 204 }));
  });
  const beaconMock = vi.fn((_url: string, body: string) => {
    beaconed.push(read(body));
    return true;
  });
  vi.stubGlobal('fetch', fetchMock);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beaconMock });
  let visibility: DocumentVisibilityState = 'visible';
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => visibility,
  });
  return {
    fetchMock,
    beaconMock,
    posted,
    beaconed,
    /** Every event posted so far, in order. */
    events: () => posted.flat(),
    setVisibility(state: DocumentVisibilityState) {
      visibility = state;
      document.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

/** The events named `eventName` (type 'event'). */
export function named(events: TrackEvent[], eventName: string): TrackEvent[] {
  return events.filter((event) => event.type === 'event' && event.data.eventName === eventName);
}
