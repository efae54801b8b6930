import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { analyticsCopy } from '#app/features/admin/analytics/analytics-copy.ts';
import { formatDay, formatPercent } from '#app/features/admin/kit/analytics-format.ts';
import { definitionsCopy } from '#app/features/admin/kit/kit-copy.ts';
import { ordersCopy } from '#app/features/admin/orders/orders-copy.ts';
import { overviewCopy } from '#app/features/admin/overview/overview-copy.ts';
import { adminApi, authApi } from '#shared/contracts/admin-api.ts';
import { analyticsDashboardSchema } from '#shared/contracts/admin-analytics.ts';
import { adminOverviewSchema } from '#shared/contracts/admin-overview.ts';
import { contentSettingsAnswer, type ContentSettings } from '#shared/contracts/admin-settings.ts';
import { orderSearchResultSchema, ordersOverviewSchema } from '#shared/contracts/admin.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { dayIn } from '#shared/time-zone.ts';
import { adminAccount } from './admin-account.ts';
import { gotoHydrated, waitForHydration } from './helpers.ts';
import { fillBuyerDetails, payOnTestPage } from './offers-flow.ts';
import { ownClient } from './own-client.ts';

// Headless Chromium names itself HeadlessChrome, which the server drops as a bot.
const userAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const submitOrder = /^Get Instant Access/;
const themeKey = 'child-support-theme';
const phone = { width: 390, height: 900 };
const definitions = definitionsCopy;

test.use({ userAgent, viewport: phone });

/**
 * A real place whose date differs from UTC's right now, so "today" can only be right if it is
 * the seller's: Kiritimati (UTC+14) is already tomorrow from 10:00 UTC, Pago Pago (UTC-11)
 * still yesterday before 11:00 UTC.
 */
function zoneOffTheUtcDay(now: Date): string {
  return now.getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
}

async function signedInAdmin(browser: Browser, origin: string) {
  const admin = await browser.newContext({ baseURL: origin, viewport: phone });
  const signedIn = await admin.request.post(authApi.signIn, {
    data: adminAccount,
    headers: { Origin: origin },
  });
  expect(signedIn.status()).toBe(200);
  return admin;
}

async function answer(request: APIRequestContext, path: string): Promise<unknown> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return response.json();
}

async function saveSettings(request: APIRequestContext, origin: string, settings: ContentSettings) {
  const saved = await request.put(adminApi.settings, {
    data: settings,
    headers: { Origin: origin },
  });
  expect(saved.status()).toBe(200);
}

/** Today's figures as the three sections' APIs answer them; `source` narrows Analytics. */
async function todaysFigures(request: APIRequestContext, source: string) {
  const overview = adminOverviewSchema.parse(await answer(request, adminApi.overview));
  const today = overview.periods.find((period) => period.id === 'today');
  const orders = ordersOverviewSchema.parse(await answer(request, adminApi.orders)).summary;
  const analytics = analyticsDashboardSchema.parse(
    await answer(request, `${adminApi.analytics}?period=today`),
  );
  const ours = analyticsDashboardSchema.parse(
    await answer(request, `${adminApi.analytics}?period=today&source=${source}`),
  );
  return {
    overview: {
      today: overview.today,
      orders: today?.orders.value ?? 0,
      refunded: today?.refundedOrders ?? 0,
      visits: today?.visitors.value ?? 0,
    },
    orders: { orders: orders.orders, refunded: orders.refunded, unpaid: orders.unpaidCheckouts },
    analytics: {
      day: analytics.to,
      purchases: analytics.purchases,
      visits: analytics.totalVisitors,
    },
    ours: { purchases: ours.purchases, visits: ours.totalVisitors, rate: ours.conversionRate },
  };
}

/** A visitor landing from a link tagged with the spec's own source, once the visit is counted. */
async function land(browser: Browser, origin: string, source: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: origin,
    userAgent,
    viewport: phone,
    extraHTTPHeaders: ownClient(),
  });
  const page = await context.newPage();
  await page.goto(`/?utm_source=${source}`);
  await waitForHydration(page);
  return page;
}

/** The checkout filled and sent: the buyer is on the test provider's page, not yet paid. */
async function startCheckout(page: Page, email: string) {
  await gotoHydrated(page, '/checkout');
  const form = page.getByRole('region', { name: 'Your Details' });
  await fillBuyerDetails(form, email);
  await form.getByRole('button', { name: submitOrder }).click();
  await expect(page).toHaveURL(/\/test-checkout\//);
}

async function screenshots(page: Page, name: string, ready: () => Promise<void>) {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
      key: themeKey,
      value: theme,
    });
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await ready();
      await page.screenshot({
        path: test.info().outputPath(`${name}-${width}-${theme}.png`),
        fullPage: true,
      });
    }
  }
  await page.evaluate((key) => localStorage.removeItem(key), themeKey);
  await page.setViewportSize(phone);
}

test("Overview, Orders and Analytics count the same paid orders and rate on the seller's day, at 390 px", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const origin = baseURL ?? '';
  const admin = await signedInAdmin(browser, origin);
  const saved = contentSettingsAnswer.parse(await answer(admin.request, adminApi.settings));
  const timeZone = zoneOffTheUtcDay(new Date());
  const source = `days-${Date.now().toString(36)}`;
  const tag = `${source}.example`;
  await saveSettings(admin.request, origin, { ...saved.settings, timeZone });
  try {
    const localToday = dayIn(new Date(), timeZone);
    expect(localToday).not.toBe(new Date().toISOString().slice(0, 10));
    const before = await todaysFigures(admin.request, source);

    // Three buyers, one of them refunded later; one checkout left unpaid; one reader.
    const visitors: Page[] = [];
    for (const buyer of ['kept-1', 'kept-2', 'refunded']) {
      const page = await land(browser, origin, source);
      await startCheckout(page, `${buyer}@${tag}`);
      await payOnTestPage(page, '$47.00');
      visitors.push(page);
    }
    const unpaid = await land(browser, origin, source);
    await startCheckout(unpaid, `unpaid@${tag}`);
    visitors.push(unpaid, await land(browser, origin, source));
    const refunded = orderSearchResultSchema.parse(
      await answer(admin.request, `${adminApi.orderSearch}?q=refunded@${tag}`),
    ).rows[0];
    expect(refunded).toBeDefined();
    const refund = await admin.request.post(adminApi.refund(refunded?.id ?? ''), {
      headers: { Origin: origin },
    });
    expect(refund.status()).toBe(200);

    // One count of orders (paid, the refunded one among them) and one rate, everywhere.
    await expect
      .poll(async () => {
        const now = await todaysFigures(admin.request, source);
        return {
          today: now.overview.today,
          analyticsDay: now.analytics.day,
          overview: {
            orders: now.overview.orders - before.overview.orders,
            refunded: now.overview.refunded - before.overview.refunded,
            visits: now.overview.visits - before.overview.visits,
          },
          orders: {
            orders: now.orders.orders - before.orders.orders,
            refunded: now.orders.refunded - before.orders.refunded,
            unpaid: now.orders.unpaid - before.orders.unpaid,
          },
          analytics: {
            purchases: now.analytics.purchases - before.analytics.purchases,
            visits: now.analytics.visits - before.analytics.visits,
          },
          ours: now.ours,
        };
      })
      .toEqual({
        today: localToday,
        analyticsDay: localToday,
        overview: { orders: 3, refunded: 1, visits: 5 },
        orders: { orders: 3, refunded: 1, unpaid: 1 },
        analytics: { purchases: 3, visits: 5 },
        ours: { purchases: 3, visits: 5, rate: 3 / 5 },
      });

    const page = await admin.newPage();
    // The Overview says whose day it counts, and that it is not UTC's.
    await gotoHydrated(page, '/admin');
    const todayLine = fillPlaceholders(overviewCopy.todayIs, {
      day: formatDay(localToday),
      days: fillPlaceholders(definitions.days, { zone: timeZone }),
    });
    await expect(page.getByText(todayLine)).toBeVisible();
    const todayCard = page.getByRole('region', { name: overviewCopy.periods.today });
    await expect(todayCard).toContainText(definitions.orders);
    await expect(todayCard).toContainText(definitions.conversion);
    await screenshots(page, 'overview', () => expect(page.getByText(todayLine)).toBeVisible());

    // Orders: the seller's day lists the three paid orders; the unpaid checkout is apart.
    await gotoHydrated(
      page,
      `/admin/orders?q=${tag}&status=paid&from=${localToday}&to=${localToday}`,
    );
    const results = page.getByRole('list', { name: ordersCopy.searchTitle });
    await expect(results.getByRole('listitem')).toHaveCount(3);
    await expect(results).not.toContainText(`unpaid@${tag}`);
    await expect(page.getByText(definitions.unpaidCheckouts)).toBeVisible();
    await gotoHydrated(page, `/admin/orders?q=${tag}&status=unpaid`);
    await expect(page.getByRole('list', { name: ordersCopy.searchTitle })).toContainText(
      `unpaid@${tag}`,
    );
    await screenshots(page, 'orders', () =>
      expect(page.getByText(definitions.unpaidCheckouts)).toBeVisible(),
    );

    // Analytics, narrowed to the spec's visits: 3 purchases of 5 visits, on the seller's day.
    await gotoHydrated(page, `/admin/analytics?period=today&source=${source}`);
    const rate = page.getByRole('region', {
      name: analyticsCopy.headline.conversionRate,
      exact: true,
    });
    await expect(rate).toContainText(formatPercent(3 / 5));
    await expect(rate).toContainText(definitions.conversion);
    await expect(
      page.getByRole('region', { name: analyticsCopy.headline.purchases, exact: true }),
    ).toContainText('3');
    await expect(
      page.getByRole('figure', { name: new RegExp(formatDay(localToday)) }),
    ).toBeVisible();
    await screenshots(page, 'analytics', () => expect(rate).toContainText(formatPercent(3 / 5)));
    for (const visitor of visitors) await visitor.context().close();
  } finally {
    await saveSettings(admin.request, origin, saved.settings);
    await admin.close();
  }
});
