import { analyticsTimings, directSource } from '#shared/contracts/analytics-constants.ts';
import type { KeyValueStore } from './safe-storage.ts';
import { trackerStorageKeys as keys } from './storage-keys.ts';

export interface Visit {
  visitorId: string;
  sessionId: string;
  /** When the session started, ms since the epoch. */
  sessionStart: number;
  /** True until the visitor comes back for a second session. */
  isNewVisitor: boolean;
  firstTouchSource: string;
}

/**
 * The visitor and the session as of `now`, which counts as activity: a session whose last
 * activity was 30 minutes ago or more is over, and a new id starts the next one.
 * `source` is this landing's source; it becomes the first touch if there is none yet.
 */
export function touchVisit(store: KeyValueStore, now: number, source: string): Visit {
  let visitorId = store.get(keys.visitorId);
  if (!visitorId) {
    visitorId = crypto.randomUUID();
    store.set(keys.visitorId, visitorId);
  }
  let sessionId = store.get(keys.sessionId);
  let sessionStart = Number(store.get(keys.sessionStart));
  const lastActivity = Number(store.get(keys.sessionTimestamp));
  if (!sessionId || !sessionStart || now - lastActivity >= analyticsTimings.sessionTimeoutMs) {
    // A visitor who already had a session is back: returning from now on.
    if (sessionId) store.set(keys.returningVisitor, '1');
    sessionId = crypto.randomUUID();
    sessionStart = now;
    store.set(keys.sessionId, sessionId);
    store.set(keys.sessionStart, String(now));
  }
  store.set(keys.sessionTimestamp, String(now));
  let firstTouchSource = store.get(keys.firstTouchSource);
  if (!firstTouchSource) {
    firstTouchSource = source;
    store.set(keys.firstTouchSource, source);
  }
  return {
    visitorId,
    sessionId,
    sessionStart,
    isNewVisitor: store.get(keys.returningVisitor) !== '1',
    firstTouchSource,
  };
}

/** A landing's source: its utm_source, else the host of an outside referrer, else 'Direct'. */
export function landingSource(url: URL, referrer: string): string {
  const utmSource = url.searchParams.get('utm_source');
  if (utmSource) return utmSource;
  try {
    const { host } = new URL(referrer);
    if (host !== url.host) return host;
  } catch {
    // No referrer, or not a URL: a direct visit.
  }
  return directSource;
}
