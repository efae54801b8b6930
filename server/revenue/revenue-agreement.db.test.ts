import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeAnalyticsBatch } from '#server/analytics/storage/analytics-store.ts';
import { analyticsDashboardSchema } from '#shared/contracts/admin-analytics.ts';
import { ordersOverviewSchema } from '#shared/contracts/admin.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { adminOverviewSchema } from '#shared/contracts/admin-overview.ts';
import { adminClient, purchaseInTestMode } from '#tests/admin-orders-helpers.ts';
import { createTestApp, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';

/** Sums a CSV column of money ("47.00") over the rows. */
function csvSums(csv: string, columns: readonly string[]): number[] {
  const [header = '', ...rows] = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n');
  const names = header.split(',');
  return columns.map((column) => {
    const index = names.indexOf(column);
    return rows.reduce((sum, row) => sum + Number(row.split(',')[index]), 0);
  });
}

describe.each(testDrivers)('one revenue on %s', (driver) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminClient>>;
  beforeEach(async () => {
    t = await createTestApp(driver);
    admin = await adminClient(t);
  });
  afterEach(async () => {
    await t.dispose();
  });

  const json = async (path: string) => {
    const response = await admin.get(path);
    expect(response.status).toBe(200);
    return (await response.json()) as unknown;
  };

  it('gives the same gross, refunded and net in every view after a sale and a refund', async () => {
    await purchaseInTestMode(t, 'kept@example.com');
    const { orderId } = await purchaseInTestMode(t, 'refunded@example.com');
    expect((await admin.post(adminApi.refund(orderId))).status).toBe(200);
    // The analytics flush rolls the purchases and the refund up, as the server's buffer does.
    await storeAnalyticsBatch(t.ctx.db, []);

    const expected = { revenue: 47, grossRevenue: 94, refundedRevenue: 47 };
    const orders = ordersOverviewSchema.parse(await json(adminApi.orders)).summary;
    const overview = adminOverviewSchema.parse(await json(adminApi.overview));
    const today = overview.periods.find((period) => period.id === 'today');
    const analytics = analyticsDashboardSchema.parse(await json(`${adminApi.analytics}?period=7`));
    const csv = await (await admin.get(adminApi.ordersCsv)).text();

    // The refunded order stays an order, shown as refunded (decision 092).
    expect(orders).toMatchObject({ ...expected, orders: 2, refunded: 1, unpaidCheckouts: 0 });
    expect({
      revenue: today?.revenue.value,
      grossRevenue: today?.grossRevenue,
      refundedRevenue: today?.refundedRevenue,
    }).toEqual(expected);
    expect(today?.orders.value).toBe(2);
    expect(today?.refundedOrders).toBe(1);
    expect(analytics).toMatchObject(expected);
    expect(analytics.daily.find((day) => day.day === analytics.to)?.revenue).toBe(47);
    expect(analytics.revenueBySource).toEqual([
      { source: 'Not tracked', purchases: 1, revenue: 47 },
    ]);
    expect(csvSums(csv, ['Net', 'Paid', 'Refunded amount'])).toEqual([47, 94, 47]);
  });
});
