import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminApi, authApi } from '#shared/contracts/admin-api.ts';
import { analyticsDashboardSchema } from '#shared/contracts/admin-analytics.ts';
import { apiPaths } from '#app/lib/api-paths.ts';
import { adminAccount } from './admin-account.ts';
import { fetchAhead, gotoHydrated, openedFromPrefetch, watchForErrors } from './helpers.ts';

// Headless Chromium names itself HeadlessChrome, which the server drops as a bot: these tests
// browse as an ordinary desktop Chrome, so theirs are the only visits the server counts.
test.use({
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
});

async function signedInApi(request: APIRequestContext, origin: string): Promise<void> {
  const response = await request.post(authApi.signIn, {
    data: adminAccount,
    headers: { Origin: origin },
  });
  expect(response.status()).toBe(200);
}

async function figures(request: APIRequestContext) {
  const response = await request.get(`${adminApi.analytics}?period=7`);
  expect(response.status()).toBe(200);
  return analyticsDashboardSchema.parse(await response.json());
}

function trackerPosts(page: Page, bodyHolds: string) {
  return page.waitForRequest(
    (request) =>
      request.url().endsWith(apiPaths.trackAnalytics) &&
      (request.postData() ?? '').includes(bodyHolds),
  );
}

test('three pages, each fetched ahead on intent, make one session of three page views, shown in the back office', async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const admin = await browser.newContext({ baseURL: origin });
  await signedInApi(admin.request, origin);
  const before = await figures(admin.request);
  const errors = await watchForErrors(page);

  const firstView = trackerPosts(page, '"page_view"');
  await gotoHydrated(page, '/');
  await firstView;
  // A page fetched ahead and never opened is no page view.
  const terms = page.getByRole('link', { name: 'Terms & Conditions', exact: true }).first();
  const termsFetched = fetchAhead(page, '/terms');
  await terms.hover();
  await termsFetched;
  for (const [name, path] of [
    ['FAQ', '/faq'],
    ['Blog', '/blog'],
  ] as const) {
    const link = page.getByRole('link', { name, exact: true }).first();
    const fetched = fetchAhead(page, path);
    await link.hover();
    await fetched;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    expect(await openedFromPrefetch(page)).toBe(true);
  }

  // The tab is hidden: what is queued goes with navigator.sendBeacon, a page_exit among it.
  const exit = trackerPosts(page, '"page_exit"');
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const beacon = await exit;
  expect(beacon.headers()['content-type']).toMatch(/^text\/plain/);
  expect((await beacon.response())?.status()).toBe(204);

  await expect
    .poll(async () => {
      const after = await figures(admin.request);
      return {
        sessions: after.totalVisitors - before.totalVisitors,
        pageViews: after.pageViews - before.pageViews,
        visitors: after.uniqueVisitors - before.uniqueVisitors,
      };
    })
    .toEqual({ sessions: 1, pageViews: 3, visitors: 1 });
  const after = await figures(admin.request);
  expect(after.recentActivity.slice(0, 3).map((view) => view.path)).toEqual(['/blog', '/faq', '/']);
  expect(errors).toEqual([]);

  // The Analytics section shows the same figures.
  const tab = await admin.newPage();
  await gotoHydrated(tab, '/admin/analytics');
  const pageViews = tab.getByRole('region', { name: 'Page Views' });
  await expect(pageViews).toContainText(String(after.pageViews));
  await expect(tab.getByRole('region', { name: 'Recent Activity' })).toContainText('/blog');
  await admin.close();
});
