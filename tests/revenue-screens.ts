import { storeAnalyticsBatch } from '#server/analytics/storage/analytics-store.ts';
import { analyticsDashboardSchema } from '#shared/contracts/admin-analytics.ts';
import { orderSearchResultSchema, ordersOverviewSchema } from '#shared/contracts/admin.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { adminOverviewSchema } from '#shared/contracts/admin-overview.ts';
import { expect } from 'vitest';
import type { adminClient } from './admin-orders-helpers.ts';
import type { TestApp } from './test-app.ts';

/** Sums CSV columns of money ("3.88") over the rows, in cents. */
function csvCents(csv: string, columns: readonly string[]): number[] {
  const [header = '', ...rows] = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n');
  const names = header.split(',');
  return columns.map((column) => {
    const index = names.indexOf(column);
    expect(index, column).toBeGreaterThanOrEqual(0);
    return rows.reduce((sum, row) => sum + Math.round(Number(row.split(',')[index]) * 100), 0);
  });
}

/**
 * Net revenue and the tax beside it as each back-office screen's API answers them, in cents:
 * Orders, the order search, Overview (today, 7 days), Analytics (7 days, today) and the CSV.
 */
export async function revenueOnEveryScreen(
  t: TestApp,
  admin: Awaited<ReturnType<typeof adminClient>>,
) {
  const json = async (path: string) => {
    const response = await admin.get(path);
    expect(response.status).toBe(200);
    return (await response.json()) as unknown;
  };
  // The analytics flush rolls the purchases and refunds up, as the server's buffer does.
  await storeAnalyticsBatch(t.ctx.db, []);
  const cents = (dollars: number | undefined) => Math.round((dollars ?? Number.NaN) * 100);
  const orders = ordersOverviewSchema.parse(await json(adminApi.orders)).summary;
  const search = orderSearchResultSchema.parse(await json(`${adminApi.orderSearch}?q=`)).totals;
  const periods = adminOverviewSchema.parse(await json(adminApi.overview)).periods;
  const today = periods.find((period) => period.id === 'today');
  const week = periods.find((period) => period.id === 'last7Days');
  const analytics = analyticsDashboardSchema.parse(await json(`${adminApi.analytics}?period=7`));
  const csv = await (await admin.get(adminApi.ordersCsv)).text();
  const [paid = 0, refunded = 0, net = 0, tax = 0, taxRefunded = 0] = csvCents(csv, [
    'Paid',
    'Refunded amount',
    'Net',
    'Sales tax',
    'Sales tax refunded',
  ]);
  return {
    net: {
      orders: cents(orders.revenue),
      search: cents(search.net),
      today: cents(today?.revenue.value),
      week: cents(week?.revenue.value),
      analytics: cents(analytics.revenue),
      analyticsDaily: cents(analytics.daily.find((day) => day.day === analytics.to)?.revenue),
      csv: net,
      csvPaidLessRefunded: paid - refunded,
    },
    tax: {
      orders: cents(orders.tax),
      search: cents(search.tax),
      today: cents(today?.tax),
      week: cents(week?.tax),
      csv: tax - taxRefunded,
    },
  };
}
