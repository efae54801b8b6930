import { randomUUID } from 'node:crypto';
import type { ReceivedDevice, ReceivedEvent } from '#server/analytics/received-event.ts';
import type { EventData, PageViewData } from '#shared/contracts/analytics.ts';

/** Small factories for analytics events as the server receives them. */
export const desktop: ReceivedDevice = { deviceType: 'desktop', browser: 'Firefox', os: 'Linux' };
export const phone: ReceivedDevice = { deviceType: 'mobile', browser: 'Mobile Safari', os: 'iOS' };

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
): ReceivedEvent {
  return { type: 'page_view', data: { ...visit, pagePath: '/', ...data }, receivedAt, device };
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
  };
}
