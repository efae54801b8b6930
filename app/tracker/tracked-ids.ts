import type { CheckoutAnalytics } from '#shared/contracts/analytics-ids.ts';
import { sendsGlobalPrivacyControl } from './privacy-signal.ts';
import { safeStorage } from './safe-storage.ts';
import { trackerStorageKeys } from './storage-keys.ts';

/**
 * The tracker's visitor and session ids, for the checkout to pass along with the order so
 * the server can credit the visit; none under Global Privacy Control or before the tracker ran.
 */
export function trackedIds(): CheckoutAnalytics | undefined {
  if (sendsGlobalPrivacyControl()) return undefined;
  const store = safeStorage();
  const sessionId = store.get(trackerStorageKeys.sessionId);
  const visitorId = store.get(trackerStorageKeys.visitorId);
  return sessionId && visitorId ? { sessionId, visitorId } : undefined;
}
