import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeAnalyticsBatch } from '#server/analytics/storage/analytics-store.ts';
import { analyticsDashboardSchema } from '#shared/contracts/admin-analytics.ts';
import { orderSearchResultSchema, ordersOverviewSchema } from '#shared/contracts/admin.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { adminOverviewSchema } from '#shared/contracts/admin-overview.ts';
import { adminClient, purchaseInTestMode } from '#tests/admin-orders-helpers.ts';
import { newVisit, pageView } from '#tests/analytics-events.ts';
import { storedOrder } from '#tests/order-factory.ts';
import { createTestApp, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';

describe.each(testDrivers)('one count of orders and one conversion rate on %s', (driver) => {
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

  it('counts paid orders (refunded ones included) alike on Overview, Orders and Analytics; unpaid checkouts apart', async () => {
    const visits = Array.from({ length: 5 }, () => pageView(newVisit(), new Date()));
    await storeAnalyticsBatch(t.ctx.db, visits);
    await purchaseInTestMode(t, 'kept@example.com');
    await purchaseInTestMode(t, 'also-kept@example.com');
    const { orderId } = await purchaseInTestMode(t, 'refunded@example.com');
    expect((await admin.post(adminApi.refund(orderId))).status).toBe(200);
    await storedOrder(t.ctx.db, { status: 'pending', completedAt: null });
    await storedOrder(t.ctx.db, { status: 'expired', completedAt: null });
    // The analytics flush rolls the purchases and the refund up, as the server's buffer does.
    await storeAnalyticsBatch(t.ctx.db, []);

    const orders = ordersOverviewSchema.parse(await json(adminApi.orders));
    const today = adminOverviewSchema
      .parse(await json(adminApi.overview))
      .periods.find((period) => period.id === 'today');
    const analytics = analyticsDashboardSchema.parse(
      await json(`${adminApi.analytics}?period=today`),
    );
    const listed = orderSearchResultSchema.parse(await json(`${adminApi.orderSearch}?q=`));
    const unpaid = orderSearchResultSchema.parse(
      await json(`${adminApi.orderSearch}?status=unpaid`),
    );

    expect(orders.summary).toMatchObject({ orders: 3, refunded: 1, unpaidCheckouts: 2 });
    expect(orders.orders.map((row) => row.status).sort()).toEqual([
      'completed',
      'completed',
      'refunded',
    ]);
    expect(listed.total).toBe(3);
    expect(unpaid.rows.map((row) => row.status).sort()).toEqual(['expired', 'pending']);
    expect(today?.orders.value).toBe(3);
    expect(today?.refundedOrders).toBe(1);
    expect(analytics.purchases).toBe(3);
    expect(today?.visitors.value).toBe(5);
    expect(analytics.totalVisitors).toBe(5);
    expect(today?.conversionRate.value).toBeCloseTo(3 / 5);
    expect(analytics.conversionRate).toBeCloseTo(3 / 5);
  });
});
