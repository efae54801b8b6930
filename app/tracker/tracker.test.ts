import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { analyticsTimings } from '#shared/contracts/analytics-constants.ts';
import { visitCreditAttribute, visitCreditFields } from '#shared/visit-credit.ts';
import { named, trackerHarness } from '#tests/tracker-harness.ts';
import { tagNotConfigured } from './forwarding-ids.ts';
import { reportPurchase } from './purchase-bridge.ts';
import { startTracker } from './tracker.ts';

const endpoint = '/api/track-analytics';
const start = Date.UTC(2026, 10, 24, 12);
let stop: () => void = () => undefined;
let harness: ReturnType<typeof trackerHarness>;
let warn: MockInstance<typeof console.warn>;

function begin(options: { tagId?: string; sessionToolId?: string } = {}) {
  stop = startTracker({
    endpoint,
    tagId: options.tagId ?? null,
    sessionToolId: options.sessionToolId ?? null,
  });
}

/** Lets the queued posts go (page views at once, other events after the batch delay). */
async function settle() {
  await vi.advanceTimersByTimeAsync(analyticsTimings.batchDelayMs);
}

function scrollTo(percent: number) {
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    value: 1000,
  });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 100 });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: percent * 10 - 100 });
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  vi.useFakeTimers({ now: start });
  window.history.replaceState(
    null,
    '',
    '/?utm_source=newsletter&utm_medium=email&utm_campaign=fall',
  );
  harness = trackerHarness();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  Reflect.deleteProperty(window, 'analyticsPurchases');
  Reflect.deleteProperty(window, 'gtag');
  Reflect.deleteProperty(window, 'dataLayer');
  Reflect.deleteProperty(window, 'clarity');
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('page views', () => {
  it('sends the landing page view at once, with the landing UTM parameters and a new visitor', async () => {
    begin();
    await vi.advanceTimersByTimeAsync(0);
    expect(harness.fetchMock).toHaveBeenCalledTimes(1);
    expect(harness.fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', keepalive: true });
    const [view] = harness.events();
    expect(view).toMatchObject({
      type: 'page_view',
      data: {
        pagePath: '/',
        utmSource: 'newsletter',
        utmMedium: 'email',
        utmCampaign: 'fall',
        isNewVisitor: true,
      },
    });
  });

  it('counts client navigation: pushState and popstate, not a replaceState on the same path', async () => {
    begin();
    window.history.pushState(null, '', '/faq');
    window.history.replaceState({ key: 'scroll' }, '', '/faq?open=1');
    window.history.pushState(null, '', '/blog');
    window.history.back();
    window.history.replaceState(null, '', '/faq');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await settle();
    const views = harness.events().filter((event) => event.type === 'page_view');
    expect(views.map((view) => view.data.pagePath)).toEqual(['/', '/faq', '/blog', '/faq']);
    // After client navigation, the referrer is the page the visitor came from.
    expect(views[1]?.data).toMatchObject({ referrer: `${location.origin}/` });
    const sessions = new Set(views.map((view) => view.data.sessionId));
    expect(sessions.size).toBe(1);
  });

  it('records nothing under the back office path', async () => {
    window.history.replaceState(null, '', '/admin');
    begin();
    document.body.innerHTML = '<a data-cta-location="hero" data-cta-type="button">Buy</a>';
    document.querySelector('a')?.click();
    await vi.advanceTimersByTimeAsync(analyticsTimings.deeplyEngagedMs);
    harness.setVisibility('hidden');
    expect(harness.fetchMock).not.toHaveBeenCalled();
    expect(harness.beaconMock).not.toHaveBeenCalled();
  });
});

describe('session updates', () => {
  it('reports the duration every 30 s while visible, a bounce under 30 s', async () => {
    begin();
    await vi.advanceTimersByTimeAsync(analyticsTimings.sessionUpdateMs);
    await settle();
    harness.setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(analyticsTimings.sessionUpdateMs);
    harness.setVisibility('visible');
    await vi.advanceTimersByTimeAsync(analyticsTimings.sessionUpdateMs);
    await settle();
    const updates = [...harness.events(), ...harness.beaconed.flat()]
      .filter((event) => event.type === 'session_update')
      .map((event) => event.data);
    // 30 s; 31 s, sent with page_exit as the tab was hidden; none at 60 s, hidden; 90 s.
    expect(updates.map((update) => update.durationSeconds)).toEqual([30, 90, 31]);
    expect(updates.every((update) => !update.isBounce)).toBe(true);
  });

  it('calls a visit under 30 s a bounce', () => {
    begin();
    vi.advanceTimersByTime(10_000);
    harness.setVisibility('hidden');
    const update = harness.beaconed.flat().find((event) => event.type === 'session_update');
    expect(update?.data).toMatchObject({ durationSeconds: 10, isBounce: true });
  });
});

describe('scroll depth', () => {
  it('fires each milestone once per page view and again after navigation', async () => {
    begin();
    scrollTo(30);
    await vi.advanceTimersByTimeAsync(analyticsTimings.scrollCheckMs);
    scrollTo(60);
    await vi.advanceTimersByTimeAsync(analyticsTimings.scrollCheckMs);
    scrollTo(30);
    await vi.advanceTimersByTimeAsync(analyticsTimings.scrollCheckMs);
    scrollTo(100);
    await vi.advanceTimersByTimeAsync(analyticsTimings.scrollCheckMs);
    window.history.pushState(null, '', '/faq');
    scrollTo(50);
    await vi.advanceTimersByTimeAsync(analyticsTimings.scrollCheckMs);
    await settle();
    const depths = named(harness.events(), 'scroll_depth').map(
      (event) => event.type === 'event' && [event.data.pagePath, event.data.scrollPercentage],
    );
    expect(depths).toEqual([
      ['/', 25],
      ['/', 50],
      ['/', 75],
      ['/', 90],
      ['/', 100],
      ['/faq', 25],
      ['/faq', 50],
    ]);
  });
});

describe('engagement', () => {
  it('fires engaged at 30 s and deeply engaged at 120 s of a page view, timers reset on navigation', async () => {
    begin();
    await vi.advanceTimersByTimeAsync(analyticsTimings.engagedMs - 1);
    expect(named(harness.events(), 'engaged_visitor')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(named(harness.events(), 'engaged_visitor')).toHaveLength(1);
    // A navigation at 60 s: the deep engagement of the first page never comes.
    await vi.advanceTimersByTimeAsync(
      60_000 - analyticsTimings.engagedMs - analyticsTimings.batchDelayMs,
    );
    window.history.pushState(null, '', '/faq');
    await vi.advanceTimersByTimeAsync(analyticsTimings.deeplyEngagedMs - 1);
    await settle();
    expect(named(harness.events(), 'deeply_engaged_visitor')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    const deep = named(harness.events(), 'deeply_engaged_visitor');
    expect(deep).toHaveLength(1);
    expect(deep[0]?.data).toMatchObject({ pagePath: '/faq' });
    expect(named(harness.events(), 'engaged_visitor')).toHaveLength(2);
  });
});

describe('leaving the page', () => {
  it('sends page_exit and everything queued with sendBeacon when the tab is hidden', async () => {
    begin();
    await vi.advanceTimersByTimeAsync(0);
    document.body.innerHTML =
      '<button data-cta-location="hero" data-cta-type="button">Buy</button>';
    document.querySelector('button')?.click();
    harness.setVisibility('hidden');
    expect(harness.beaconMock).toHaveBeenCalledTimes(1);
    expect(harness.beaconMock.mock.calls[0]?.[0]).toBe(endpoint);
    // A string body: the browser sends it as text/plain.
    expect(typeof harness.beaconMock.mock.calls[0]?.[1]).toBe('string');
    const names = harness.beaconed[0]?.map(
      (event) => event.type === 'event' && event.data.eventName,
    );
    expect(names).toEqual(['cta_click', false, 'page_exit']);
    await settle();
    expect(harness.fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('sending', () => {
  it('posts at most 50 events to a request', async () => {
    begin();
    document.body.innerHTML =
      '<a data-cta-location="hero" data-cta-type="link"><span>Buy</span></a>';
    await vi.advanceTimersByTimeAsync(0);
    for (let click = 0; click < 120; click += 1) document.querySelector('span')?.click();
    await settle();
    const sizes = harness.posted.map((batch) => batch.length);
    expect(sizes).toEqual([1, 50, 50, 20]);
    expect(named(harness.events(), 'cta_click')[0]?.data).toMatchObject({
      ctaLocation: 'hero',
      ctaType: 'link',
      pagePath: '/',
    });
  });

  it('only warns when a post fails, and does not retry', async () => {
    harness.fetchMock.mockImplementation(() => Promise.reject(new TypeError('offline')));
    begin();
    await settle();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(warn).toHaveBeenCalledWith('Analytics: events were not sent.', expect.any(TypeError));
    // The landing view and the two session updates: each tried once.
    expect(harness.fetchMock).toHaveBeenCalledTimes(3);
  });

  it('warns about an answer that is not a success', async () => {
    harness.fetchMock.mockImplementation(() =>
      Promise.resolve(new Response(null, { status: 400 })),
    );
    begin();
    await settle();
    expect(warn).toHaveBeenCalledWith('Analytics: events were not sent.', 400);
  });
});

describe('video and purchase', () => {
  it('reports a play of the intro video', async () => {
    begin();
    document.body.innerHTML = '<button data-video-id="abc123"><span>Play</span></button>';
    document.querySelector('span')?.click();
    await settle();
    expect(named(harness.events(), 'video_play')[0]?.data).toMatchObject({ videoId: 'abc123' });
  });

  it('takes purchases reported before and after it started, with both touch sources', async () => {
    reportPurchase({ orderId: 'order-1', revenue: 47 });
    begin();
    reportPurchase({ orderId: 'order-2', revenue: 27.5 });
    await settle();
    const conversions = harness.events().filter((event) => event.type === 'conversion');
    expect(conversions.map((event) => event.data)).toEqual([
      expect.objectContaining({
        conversionType: 'purchase',
        orderId: 'order-1',
        revenue: 47,
        firstTouchSource: 'newsletter',
        lastTouchSource: 'newsletter',
      }),
      expect.objectContaining({ orderId: 'order-2', revenue: 27.5 }),
    ]);
  });

  it('reports an order once, however often its result page is reloaded', async () => {
    begin();
    reportPurchase({ orderId: 'order-1', revenue: 47 });
    await settle();
    stop();
    begin();
    reportPurchase({ orderId: 'order-1', revenue: 47 });
    await settle();
    const orders = harness
      .events()
      .flatMap((event) => (event.type === 'conversion' ? [event.data.orderId] : []));
    expect(orders).toEqual(['order-1']);
  });
});

describe('a checkout posted before hydration', () => {
  /** What the browser's own post of `form` sends, as its formdata event lets scripts add to it. */
  function postedEntries(form: HTMLFormElement) {
    const formData = new FormData();
    form.dispatchEvent(Object.assign(new Event('formdata'), { formData }));
    return Object.fromEntries(formData);
  }

  it("adds the visit's ids to a form that credits the visit, and to no other", async () => {
    begin();
    await settle();
    document.body.innerHTML = `<form ${visitCreditAttribute}></form><form></form>`;
    const [checkout, other] = document.querySelectorAll('form');
    const pageView = harness.events().find((event) => event.type === 'page_view');
    if (pageView?.type !== 'page_view' || !checkout || !other) throw new Error('No page view.');
    expect(postedEntries(checkout)).toEqual({
      [visitCreditFields.sessionId]: pageView.data.sessionId,
      [visitCreditFields.visitorId]: pageView.data.visitorId,
    });
    expect(postedEntries(other)).toEqual({});
    stop();
    expect(postedEntries(checkout)).toEqual({});
  });
});

describe('forwarding', () => {
  it('warns once that the Google tag is not configured and loads no outside script', async () => {
    begin();
    window.history.pushState(null, '', '/faq');
    await settle();
    expect(warn.mock.calls.filter(([message]) => message === tagNotConfigured)).toHaveLength(1);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    expect(Reflect.get(window, 'gtag')).toBeUndefined();
  });

  it('loads the configured services and hands them page views and events', async () => {
    begin({ tagId: 'G-TEST1234', sessionToolId: 'abc123def' });
    window.history.pushState(null, '', '/faq');
    reportPurchase({ orderId: 'order-1', revenue: 47 });
    await settle();
    expect(warn).not.toHaveBeenCalledWith(tagNotConfigured);
    const sources = [...document.head.querySelectorAll('script')].map((script) => script.src);
    expect(sources).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-TEST1234',
      'https://www.clarity.ms/tag/abc123def',
    ]);
    const dataLayer = (Reflect.get(window, 'dataLayer') as IArguments[]).map(
      (call) => Array.from(call) as unknown[],
    );
    const page = { page_location: `${location.origin}/faq`, page_referrer: '' };
    expect(dataLayer).toContainEqual([
      'config',
      'G-TEST1234',
      {
        send_page_view: false,
        page_location: `${location.origin}/?utm_source=newsletter&utm_medium=email&utm_campaign=fall`,
        page_referrer: '',
      },
    ]);
    expect(dataLayer).toContainEqual(['event', 'page_view', { ...page, page_path: '/faq' }]);
    expect(dataLayer).toContainEqual([
      'event',
      'purchase',
      { ...page, transaction_id: 'order-1', value: 47, currency: 'USD' },
    ]);
    const clarity = Reflect.get(window, 'clarity') as { q: unknown[][] };
    expect(clarity.q).toContainEqual(['event', 'purchase']);
  });

  it('gives the Google tag no secret of a link and loads no Clarity on a page opened by one', async () => {
    window.history.replaceState(null, '', '/success?session_id=cs_s3cret&utm_source=mail');
    begin({ tagId: 'G-TEST1234', sessionToolId: 'abc123def' });
    window.history.pushState(null, '', '/review/rv_s3cret');
    await settle();
    const sources = [...document.head.querySelectorAll('script')].map((script) => script.src);
    expect(sources).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST1234']);
    expect(Reflect.get(window, 'clarity')).toBeUndefined();
    const dataLayer = (Reflect.get(window, 'dataLayer') as IArguments[]).map(
      (call) => Array.from(call) as unknown[],
    );
    expect(JSON.stringify(dataLayer)).not.toMatch(/s3cret/);
    expect(dataLayer).toContainEqual([
      'event',
      'page_view',
      {
        page_location: `${location.origin}/review/[redacted]`,
        page_referrer: '',
        page_path: '/review/[redacted]',
      },
    ]);
  });
});

describe('secret links', () => {
  it('sends the path and the referrer with the secret replaced, on landing and after', async () => {
    window.history.replaceState(null, '', '/review/rv_s3cret');
    Object.defineProperty(document, 'referrer', {
      configurable: true,
      value: `${location.origin}/receipt/rcpt_s3cret?session_id=cs_s3cret`,
    });
    begin();
    window.history.pushState(null, '', '/library/sign-in/lib_s3cret');
    scrollTo(100);
    await settle();
    await vi.advanceTimersByTimeAsync(
      analyticsTimings.scrollCheckMs + analyticsTimings.batchDelayMs,
    );
    Reflect.deleteProperty(document, 'referrer');
    const events = harness.events();
    expect(JSON.stringify(events)).not.toMatch(/s3cret/);
    expect(events.filter((event) => event.type === 'page_view').map((view) => view.data)).toEqual([
      expect.objectContaining({
        pagePath: '/review/[redacted]',
        referrer: `${location.origin}/receipt/[redacted]?session_id=[redacted]`,
      }),
      expect.objectContaining({
        pagePath: '/library/sign-in/[redacted]',
        referrer: `${location.origin}/review/[redacted]`,
      }),
    ]);
    expect(named(events, 'scroll_depth')[0]?.data).toMatchObject({
      pagePath: '/library/sign-in/[redacted]',
    });
  });
});
