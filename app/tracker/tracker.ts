import { analyticsLimits, analyticsTimings } from '#shared/contracts/analytics-constants.ts';
import type { EventData, TrackEvent } from '#shared/contracts/analytics.ts';
import { isAdminPath } from '#shared/admin-path.ts';
import { redactedAddress, redactedPath } from '#shared/secret-links.ts';
import { visitCreditAttribute, visitCreditFields } from '#shared/visit-credit.ts';
import { tagNotConfigured, type ForwardingIds } from './forwarding-ids.ts';
import { startForwarding } from './forwarding.ts';
import { takePurchases, purchaseQueueKey } from './purchase-bridge.ts';
import { safeStorage } from './safe-storage.ts';
import { sendQueue } from './send-queue.ts';
import { trackerStorageKeys } from './storage-keys.ts';
import { landingSource, touchVisit, type Visit } from './visit.ts';

export interface TrackerOptions extends ForwardingIds {
  endpoint: string;
}

type Extra = Omit<EventData, 'sessionId' | 'visitorId' | 'eventName'>;

const {
  sessionUpdateMs,
  bounceSeconds,
  engagedMs,
  deeplyEngagedMs,
  scrollMilestones,
  scrollCheckMs,
} = analyticsTimings;

const warnedKey = 'analytics_tag_warned';

/** Once per tab, not once per page: every reading page is a document of its own. */
function warnOncePerTab(message: string) {
  try {
    if (sessionStorage.getItem(warnedKey)) return;
    sessionStorage.setItem(warnedKey, '1');
  } catch {
    // No session storage (privacy modes): the warning comes with every page.
  }
  console.warn(message);
}

/**
 * Records this page's visit: a page view on load (every reading page is a document of its
 * own) and on each client navigation of the hydrated pages (history changes, the way
 * Plausible's script follows them), session updates every 30 s while the
 * tab is visible, scroll depth, engagement, CTA clicks, video plays and the purchase;
 * page_exit and whatever is queued go with sendBeacon when the tab is hidden. Nothing is
 * recorded under the back office's path. Returns the function that stops it.
 */
export function startTracker({ endpoint, ...ids }: TrackerOptions): () => void {
  const store = safeStorage();
  const queue = sendQueue(endpoint);
  const forward = startForwarding(ids);
  if (!ids.tagId) warnOncePerTab(tagNotConfigured);
  const landing = new URL(location.href);
  const lastTouch = landingSource(landing, document.referrer);
  const utm = (name: string) => landing.searchParams.get(`utm_${name}`) ?? undefined;
  const now = () => Date.now();
  const visit = (): Visit => touchVisit(store, now(), lastTouch);

  let path: string | undefined;
  let pageStart = 0;
  let reached = new Set<number>();
  let timers: ReturnType<typeof setTimeout>[] = [];
  let scrollTimer: ReturnType<typeof setTimeout> | undefined;

  const tracked = () => path !== undefined && !isAdminPath(path);

  function track(event: TrackEvent, soon?: boolean) {
    queue.add(event, soon);
  }

  function event(eventName: EventData['eventName'], extra: Extra = {}) {
    if (!tracked()) return;
    const { sessionId, visitorId } = visit();
    const pagePath = path === undefined ? undefined : redactedPath(path);
    track({ type: 'event', data: { sessionId, visitorId, eventName, pagePath, ...extra } });
    forward(eventName, extra);
  }

  function sessionUpdate() {
    if (!tracked()) return;
    const { sessionId, sessionStart } = visit();
    const durationSeconds = Math.min(
      Math.floor((now() - sessionStart) / 1000),
      analyticsLimits.durationSeconds,
    );
    track({
      type: 'session_update',
      data: { sessionId, durationSeconds, isBounce: durationSeconds < bounceSeconds },
    });
  }

  function pageView() {
    const previous = path;
    if (location.pathname === previous) return;
    path = location.pathname;
    pageStart = now();
    reached = new Set();
    timers.forEach(clearTimeout);
    timers = [];
    if (!tracked()) return;
    timers = [
      setTimeout(() => event('engaged_visitor'), engagedMs),
      setTimeout(() => event('deeply_engaged_visitor'), deeplyEngagedMs),
    ];
    const { sessionId, visitorId, isNewVisitor } = visit();
    // No secret of a link (a review token, a checkout's session id) leaves the page.
    const referrer = redactedAddress(
      previous === undefined ? document.referrer : landing.origin + previous,
    );
    const pagePath = redactedPath(path);
    track(
      {
        type: 'page_view',
        data: {
          sessionId,
          visitorId,
          pagePath: pagePath.slice(0, analyticsLimits.path),
          referrer: referrer.slice(0, analyticsLimits.url) || undefined,
          utmSource: utm('source'),
          utmMedium: utm('medium'),
          utmCampaign: utm('campaign'),
          isNewVisitor,
        },
      },
      true,
    );
    forward('page_view', { page_path: pagePath });
  }

  function checkScroll() {
    scrollTimer = undefined;
    const page = document.documentElement;
    const percent = ((scrollY + innerHeight) / page.scrollHeight) * 100;
    for (const milestone of scrollMilestones) {
      if (percent < milestone || reached.has(milestone)) continue;
      reached.add(milestone);
      event('scroll_depth', { scrollPercentage: milestone });
    }
  }

  function onScroll() {
    scrollTimer ??= setTimeout(checkScroll, scrollCheckMs);
  }

  // The pages mark their calls to action with data-cta-location and data-cta-type, and the
  // intro video's play button with data-video-id: one listener reads them all.
  function onClick({ target }: MouseEvent) {
    if (!(target instanceof Element)) return;
    const cta = target.closest<HTMLElement>('[data-cta-location]');
    if (cta)
      event('cta_click', { ctaLocation: cta.dataset.ctaLocation, ctaType: cta.dataset.ctaType });
    const video = target.closest<HTMLElement>('[data-video-id]');
    if (video) event('video_play', { videoId: video.dataset.videoId });
    // A link to a reading page loads a new document: what the click queued goes now, by beacon.
    if ((cta ?? video) && target.closest('a[href]')) queue.beacon();
  }

  function onHidden() {
    if (document.visibilityState !== 'hidden' || !tracked()) return;
    sessionUpdate();
    event('page_exit', { eventValue: Math.round((now() - pageStart) / 1000) });
    queue.beacon();
  }

  function onPurchase() {
    for (const { orderId, revenue } of takePurchases()) {
      if (!tracked() || store.get(trackerStorageKeys.reportedOrder) === orderId) continue;
      store.set(trackerStorageKeys.reportedOrder, orderId);
      const { sessionId, visitorId, firstTouchSource } = visit();
      track({
        type: 'conversion',
        data: {
          sessionId,
          visitorId,
          conversionType: 'purchase',
          revenue,
          orderId,
          firstTouchSource,
          lastTouchSource: lastTouch,
        },
      });
      forward('purchase', { transaction_id: orderId, value: revenue, currency: 'USD' });
    }
  }

  // A checkout sent before React took the page over posts itself: the visit's ids go in its
  // entries, as the API call would send them.
  function onFormData({ target, formData }: FormDataEvent) {
    if (!(target instanceof Element) || !target.hasAttribute(visitCreditAttribute)) return;
    const { sessionId, visitorId } = visit();
    formData.set(visitCreditFields.sessionId, sessionId);
    formData.set(visitCreditFields.visitorId, visitorId);
  }

  // Client navigation between hydrated pages: React Router moves with pushState and goes
  // back with popstate; a replaceState that keeps the path (scroll restoration, search
  // params, an island's own state) is no new page.
  const pushState = history.pushState.bind(history);
  const replaceState = history.replaceState.bind(history);
  history.pushState = (...args) => {
    pushState(...args);
    pageView();
  };
  history.replaceState = (...args) => {
    replaceState(...args);
    pageView();
  };
  const listening = new AbortController();
  const options = { passive: true, signal: listening.signal };
  addEventListener('popstate', pageView, options);
  addEventListener('scroll', onScroll, options);
  addEventListener(purchaseQueueKey, onPurchase, options);
  document.addEventListener('click', onClick, options);
  document.addEventListener('visibilitychange', onHidden, options);
  // Capture: the formdata event does not bubble.
  document.addEventListener('formdata', onFormData, { ...options, capture: true });
  addEventListener('pagehide', () => queue.beacon(), options);
  const updates = setInterval(() => {
    if (document.visibilityState === 'visible') sessionUpdate();
  }, sessionUpdateMs);

  pageView();
  onPurchase();

  return () => {
    history.pushState = pushState;
    history.replaceState = replaceState;
    listening.abort();
    clearInterval(updates);
    clearTimeout(scrollTimer);
    timers.forEach(clearTimeout);
    queue.stop();
  };
}
