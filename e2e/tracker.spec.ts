import { expect, test, type Page } from '@playwright/test';
import { trackRequestSchema, type TrackEvent } from '#shared/contracts/analytics.ts';
import { gotoHydrated, watchForErrors } from './helpers.ts';

// An ordinary desktop Chrome: the server drops headless Chromium's events as a bot's.
test.use({
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/147.0.0.0 Safari/537.36',
});

const tagWarning =
  'Analytics: the Google tag measurement id is not configured; events are recorded first-party only.';

/** Answers the track endpoint with 204 and keeps what each request carried, checked against its contract. */
async function captureTracking(page: Page) {
  const requests: { kind: string; events: TrackEvent[] }[] = [];
  await page.route('**/api/track-analytics', async (route) => {
    const request = route.request();
    const body = trackRequestSchema.parse(JSON.parse(request.postData() ?? ''));
    requests.push({
      kind: request.resourceType(),
      events: 'events' in body ? body.events : [body],
    });
    await route.fulfill({ status: 204 });
  });
  return {
    requests,
    events: () => requests.flatMap((request) => request.events),
    pageViews: () =>
      requests
        .flatMap((request) => request.events)
        .flatMap((event) => (event.type === 'page_view' ? [event.data] : [])),
  };
}

async function hideTab(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

test('three pages by client navigation are one session and three page views; hiding the tab sends page_exit by beacon', async ({
  page,
}) => {
  const errors = await watchForErrors(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const tracking = await captureTracking(page);

  await gotoHydrated(page, '/?utm_source=newsletter');
  const main = page.getByRole('navigation', { name: 'Main' });
  await main.getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(page).toHaveURL('/faq');
  await main.getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page).toHaveURL('/blog');

  await expect
    .poll(() => tracking.pageViews().map((view) => view.pagePath))
    .toEqual(['/', '/faq', '/blog']);
  const views = tracking.pageViews();
  expect(new Set(views.map((view) => view.sessionId)).size).toBe(1);
  expect(views[0]).toMatchObject({ utmSource: 'newsletter', isNewVisitor: true });
  const stored = await page.evaluate(() => localStorage.getItem('analytics_session_id'));
  expect(stored).toBe(views[0]?.sessionId);

  await hideTab(page);
  await expect
    .poll(() =>
      tracking.requests
        .filter((request) => request.kind === 'ping')
        .flatMap((request) => request.events)
        .map((event) => (event.type === 'event' ? event.data.eventName : event.type)),
    )
    .toContain('page_exit');

  expect(warnings.filter((warning) => warning === tagWarning)).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('a CTA click is reported with its location', async ({ page }) => {
  const tracking = await captureTracking(page);
  await gotoHydrated(page, '/');
  await page
    .getByRole('link', { name: /Get the Complete Guide/ })
    .first()
    .click();
  await expect(page).toHaveURL('/checkout');
  await expect
    .poll(() =>
      tracking
        .events()
        .flatMap((event) => (event.type === 'event' ? [event.data] : []))
        .find((data) => data.eventName === 'cta_click'),
    )
    .toMatchObject({ ctaLocation: 'hero', ctaType: 'button', pagePath: '/' });
});

test('with Global Privacy Control nothing is sent and nothing stored', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true });
  });
  const tracking = await captureTracking(page);
  await gotoHydrated(page, '/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'FAQ', exact: true })
    .click();
  await expect(page).toHaveURL('/faq');
  await hideTab(page);
  await page.waitForTimeout(2_000);
  expect(tracking.requests).toEqual([]);
  const keys = await page.evaluate(() => Object.keys(localStorage));
  expect(keys.filter((key) => key.startsWith('analytics_'))).toEqual([]);
});

test('the back office loads no tracker and sends nothing', async ({ page }) => {
  const tracking = await captureTracking(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await hideTab(page);
  await page.waitForTimeout(2_000);
  await expect(page.locator('script[data-analytics-tracker]')).toHaveCount(0);
  expect(tracking.requests).toEqual([]);
});
