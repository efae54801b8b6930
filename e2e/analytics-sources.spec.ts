import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { analyticsCopy } from '#app/features/admin/analytics/analytics-copy.ts';
import { adminApi, authApi } from '#shared/contracts/admin-api.ts';
import {
  analyticsDashboardSchema,
  type AnalyticsFilters,
} from '#shared/contracts/admin-analytics.ts';
import { formatDollars } from '#app/features/admin/kit/format.ts';
import { apiPaths } from '#app/lib/api-paths.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { trafficSource } from '#shared/traffic-sources.ts';
import { adminAccount } from './admin-account.ts';
import { gotoHydrated, waitForHydration } from './helpers.ts';
import { fillBuyerDetails, payOnTestPage } from './offers-flow.ts';
import { ownClient } from './own-client.ts';

const copy = analyticsCopy;
// Headless Chromium names itself HeadlessChrome, which the server drops as a bot.
const userAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const themeKey = 'child-support-theme';
const google = 'https://www.google.com/';
const newsletterLink = '/?utm_source=newsletter&utm_medium=email&utm_campaign=fall-sale';
const campaign = 'fall-sale';
const submitOrder = 'Get Instant Access - Pay $47';

test.use({ userAgent });

/** The dashboard's figures for the default period (7 days), as the admin API answers them. */
async function figures(request: APIRequestContext, filters: AnalyticsFilters = {}) {
  const query = new URLSearchParams({ period: '7', ...filters });
  const response = await request.get(`${adminApi.analytics}?${query}`);
  expect(response.status()).toBe(200);
  return analyticsDashboardSchema.parse(await response.json());
}

/** The page's first page view, once the tracker has sent it. */
function pageViewSent(page: Page) {
  return page.waitForRequest(
    (request) =>
      request.url().endsWith(apiPaths.trackAnalytics) &&
      (request.postData() ?? '').includes('"page_view"'),
  );
}

/** A visitor's first page, from `referer` if given, once its page view has been sent. */
async function land(browser: Browser, origin: string, path: string, referer?: string) {
  const context = await browser.newContext({
    baseURL: origin,
    userAgent,
    extraHTTPHeaders: ownClient(),
  });
  const page = await context.newPage();
  const pageView = pageViewSent(page);
  await page.goto(path, { referer });
  await waitForHydration(page);
  await pageView;
  return page;
}

/** The checkout's form with the buyer's details in it, not yet sent. */
async function fillCheckout(page: Page, email: string) {
  const form = page.getByRole('region', { name: 'Your Details' });
  await fillBuyerDetails(form, email);
  return form;
}

/** The back office's API, signed in. */
async function signedInAdmin(browser: Browser, origin: string) {
  const admin = await browser.newContext({ baseURL: origin });
  const signedIn = await admin.request.post(authApi.signIn, {
    data: adminAccount,
    headers: { Origin: origin },
  });
  expect(signedIn.status()).toBe(200);
  return admin;
}

/** The guide bought from the home page's call to action, in the visitor's own session. */
async function buyFromHome(page: Page) {
  await page
    .getByRole('link', { name: /Get the Complete Guide/ })
    .first()
    .click();
  await expect(page).toHaveURL('/checkout');
  const form = await fillCheckout(page, 'google.buyer@example.com');
  await form.getByRole('button', { name: submitOrder }).click();
  await payOnTestPage(page, '$47.00');
}

/**
 * The section at a phone's and a desktop's width, in both themes, for a person to look at,
 * each once the filtered figures are on screen.
 */
async function screenshots(page: Page, visitors: number, outputPath: (file: string) => string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
      key: themeKey,
      value: theme,
    });
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await expect(page.getByRole('list', { name: copy.filters.label })).toBeVisible();
      await expect(
        page.getByRole('region', { name: copy.cards.totalVisitors, exact: true }),
      ).toContainText(String(visitors));
      await page.screenshot({
        path: outputPath(`analytics-${width}-${theme}.png`),
        fullPage: true,
      });
    }
  }
  await page.evaluate((key) => localStorage.removeItem(key), themeKey);
}

test('a visitor from Google and one from a newsletter link show by source and campaign; filtering by Google narrows every card', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.slow();
  const origin = baseURL ?? '';
  const admin = await signedInAdmin(browser, origin);
  const googleSource = trafficSource({ referrer: google, ownHost: new URL(origin).hostname });
  const newsletter = trafficSource({ utmSource: 'newsletter', ownHost: new URL(origin).hostname });
  const before = await figures(admin.request, { source: googleSource });

  const searcher = await land(browser, origin, '/', google);
  // The referrer reaches the page itself, where the tracker reads it.
  expect(await searcher.evaluate(() => document.referrer)).toBe(google);
  await buyFromHome(searcher);
  const reader = await land(browser, origin, newsletterLink);

  // The flush writes on its own schedule: wait until both visits and the sale are counted.
  await expect
    .poll(async () => {
      const now = await figures(admin.request, { source: googleSource });
      const sources = (await figures(admin.request)).breakdowns.sources;
      return {
        sessions: now.totalVisitors - before.totalVisitors,
        purchases: now.purchases - before.purchases,
        newsletterCounted: sources.some((row) => row.key === newsletter),
      };
    })
    .toEqual({ sessions: 1, purchases: 1, newsletterCounted: true });
  const all = await figures(admin.request);
  const fromGoogle = await figures(admin.request, { source: googleSource });
  expect(all.breakdowns.sources.map((row) => row.key)).toEqual(
    expect.arrayContaining([googleSource, newsletter]),
  );
  expect(all.breakdowns.campaigns.map((row) => row.key)).toContain(campaign);
  expect(fromGoogle.breakdowns.campaigns).toEqual([]);
  expect(fromGoogle.breakdowns.sources).toEqual([
    { key: googleSource, count: fromGoogle.totalVisitors },
  ]);

  const page = await admin.newPage();
  await gotoHydrated(page, '/admin/analytics');
  const sources = page.getByRole('region', { name: copy.cards.groups.sources });
  await expect(sources.getByRole('tabpanel')).toContainText(googleSource);
  await expect(sources.getByRole('tabpanel')).toContainText(newsletter);
  await sources.getByRole('tab', { name: copy.dimensions.tabs.campaigns }).click();
  await expect(sources.getByRole('tabpanel')).toContainText(campaign);
  await sources.getByRole('tab', { name: copy.dimensions.tabs.sources }).click();

  const dimension = copy.filters.dimensions.source;
  await sources
    .getByRole('button', {
      name: fillPlaceholders(copy.dimensions.filterBy, { dimension, value: googleSource }),
    })
    .click();
  await expect(page.getByRole('list', { name: copy.filters.label })).toContainText(
    fillPlaceholders(copy.filters.chip, { dimension, value: googleSource }),
  );
  expect(new URL(page.url()).searchParams.get('source')).toBe(googleSource);
  // Every card now counts the Google sessions alone: the visitors, the sources, no campaign,
  // and the purchase made in one of them with its revenue.
  await expect(
    page.getByRole('region', { name: copy.cards.totalVisitors, exact: true }),
  ).toContainText(String(fromGoogle.totalVisitors));
  await expect(sources.getByRole('tabpanel')).not.toContainText(newsletter);
  await sources.getByRole('tab', { name: copy.dimensions.tabs.campaigns }).click();
  await expect(sources.getByRole('tabpanel')).not.toContainText(campaign);
  expect(fromGoogle.totalVisitors).toBeLessThan(all.totalVisitors);
  expect(fromGoogle.purchases).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('region', { name: copy.cards.revenue, exact: true })).toContainText(
    formatDollars(fromGoogle.revenue),
  );

  await screenshots(page, fromGoogle.totalVisitors, (file) => testInfo.outputPath(file));
  await searcher.context().close();
  await reader.context().close();
  await admin.close();
});

test('a checkout sent before the page hydrated is credited to the visit all the same', async ({
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const admin = await signedInAdmin(browser, origin);
  const source = trafficSource({ utmSource: 'early-buyers', ownHost: new URL(origin).hostname });
  const before = await figures(admin.request, { source });

  const buyer = await browser.newContext({
    baseURL: origin,
    userAgent,
    extraHTTPHeaders: ownClient(),
  });
  const page = await buyer.newPage();
  // The islands' scripts never arrive, as on a slow phone: the form posts itself, while the
  // tracker, a script of its own, has started the visit.
  const islandScripts = '**/assets/islands-*.js';
  await page.route(islandScripts, (route) => route.abort());
  const pageView = pageViewSent(page);
  await page.goto('/checkout?utm_source=early-buyers');
  await pageView;
  await expect(page.getByRole('region', { name: /^Notifications/ })).toHaveCount(0);
  const form = await fillCheckout(page, 'early.buyer@example.com');
  await form.getByRole('button', { name: submitOrder }).click();
  await expect(page).toHaveURL(/\/test-checkout\//);
  await page.unroute(islandScripts);
  await payOnTestPage(page, '$47.00');

  await expect
    .poll(async () => {
      const now = await figures(admin.request, { source });
      return {
        sessions: now.totalVisitors - before.totalVisitors,
        purchases: now.purchases - before.purchases,
      };
    })
    .toEqual({ sessions: 1, purchases: 1 });
  await buyer.close();
  await admin.close();
});
