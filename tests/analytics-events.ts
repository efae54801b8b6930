import { randomUUID } from 'node:crypto';
import type {
  ReceivedDevice,
  ReceivedEvent,
  ReceivedPlace,
} from '#server/analytics/storage/received-event.ts';
import { directSource, type EventData, type PageViewData } from '#shared/contracts/analytics.ts';
import { trafficSource } from '#shared/traffic-sources.ts';

/** Small factories for analytics events as the server receives them. */
export const desktop: ReceivedDevice = { deviceType: 'desktop', browser: 'Firefox', os: 'Linux' };
export const phone: ReceivedDevice = { deviceType: 'mobile', browser: 'Mobile Safari', os: 'iOS' };
/** A client whose address says nothing (a private address, no database). */
export const nowhere: ReceivedPlace = { country: null, region: null };
/** The host tests serve the site from. */
export const testHost = '127.0.0.1';
export const texas: ReceivedPlace = { country: 'US', region: 'TX' };
export const france: ReceivedPlace = { country: 'FR', region: null };

export interface Visit {
  sessionId: string;
  visitorId: string;
}

export function newVisit(visitorId: string = randomUUID()): Visit {
  return { sessionId: randomUUID(), visitorId };
}

export function pageView(
  visit: Visit,
  receivedAt: Date,
  data: Partial<PageViewData> = {},
  device: ReceivedDevice = desktop,
  place: ReceivedPlace = nowhere,
): ReceivedEvent {
  const source = trafficSource({ ...data, ownHost: testHost });
  return {
    type: 'page_view',
    data: { ...visit, pagePath: '/', ...data },
    receivedAt,
    device,
    place,
    source,
  };
}

export function sessionUpdate(
  visit: Pick<Visit, 'sessionId'>,
  receivedAt: Date,
  durationSeconds: number,
): ReceivedEvent {
  return {
    type: 'session_update',
    data: { sessionId: visit.sessionId, durationSeconds, isBounce: durationSeconds < 30 },
    receivedAt,
    device: desktop,
    place: nowhere,
    source: directSource,
  };
}

export function trackedEvent(
  visit: Visit,
  receivedAt: Date,
  data: Partial<EventData> = {},
): ReceivedEvent {
  return {
    type: 'event',
    data: { ...visit, eventName: 'cta_click', ...data },
    receivedAt,
    device: desktop,
    place: nowhere,
    source: directSource,
  };
}

/** A call to action clicked at `ctaLocation`: the goal `cta:<ctaLocation>`. */
export function ctaClick(visit: Visit, receivedAt: Date, ctaLocation: string): ReceivedEvent {
  return trackedEvent(visit, receivedAt, { eventName: 'cta_click', ctaLocation });
}

/** The page scrolled to `scrollPercentage` %: the goal `scroll:<scrollPercentage>`. */
export function scrollDepth(
  visit: Visit,
  receivedAt: Date,
  scrollPercentage: number,
): ReceivedEvent {
  return trackedEvent(visit, receivedAt, { eventName: 'scroll_depth', scrollPercentage });
}

/** engaged_visitor, deeply_engaged_visitor or video_play: goals named by the event alone. */
export function namedGoalEvent(
  visit: Visit,
  receivedAt: Date,
  eventName: 'engaged_visitor' | 'deeply_engaged_visitor' | 'video_play',
): ReceivedEvent {
  return trackedEvent(visit, receivedAt, { eventName });
}
