import {
  analyticsLimits,
  analyticsTimings,
  directSource,
} from '#shared/contracts/analytics-constants.ts';
import { isAnalyticsLabel, isReferrer } from '#shared/contracts/analytics-labels.ts';
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

/**
 * A landing's `utm_<name>`, left out when the server would refuse it (control or direction
 * characters, too long): a crafted link then loses its label, not the visit.
 */
export function utmParameter(url: URL, name: 'source' | 'medium' | 'campaign'): string | undefined {
  const value = url.searchParams.get(`utm_${name}`);
  return value !== null && isAnalyticsLabel(value) ? value : undefined;
}

/** The referrer cut to the limit, or nothing when the server would refuse it (not an address). */
export function referrerToSend(referrer: string): string | undefined {
  const cut = referrer.slice(0, analyticsLimits.url);
  return isReferrer(cut) ? cut : undefined;
}

/** A landing's source: its utm_source, else the host of an outside referrer, else 'Direct'. */
export function landingSource(url: URL, referrer: string): string {
  const utmSource = utmParameter(url, 'source');
  if (utmSource) return utmSource;
  try {
    const { host } = new URL(referrer);
    if (host !== url.host) return host;
  } catch {
    // No referrer, or not a URL: a direct visit.
  }
  return directSource;
}
