import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { customerDetailSchema } from '#shared/contracts/admin-customers.ts';
import { adminClient, purchaseInTestMode } from '#tests/admin-orders-helpers.ts';
import { soldOrder, taxedAt } from '#tests/order-factory.ts';
import { revenueOnEveryScreen } from '#tests/revenue-screens.ts';
import { createTestApp, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';

describe.each(testDrivers)('sales tax beside one net revenue on %s', (driver) => {
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

  const everyScreen = () => revenueOnEveryScreen(t, admin);

  const everywhere = (value: number) => ({
    orders: value,
    search: value,
    today: value,
    week: value,
    csv: value,
  });

  it('gives the same net revenue everywhere, the tax beside it, and a refund takes both back', async () => {
    // 8.25% added to $47; 8.25% held in $47 (net $43.42); 6.25% added to $47; and no tax.
    const exclusive = taxedAt(0.0825, 'exclusive');
    const inclusive = taxedAt(0.0825, 'inclusive');
    const refundable = taxedAt(0.0625, 'exclusive');
    expect([exclusive, inclusive, refundable]).toEqual([
      { amountCents: 4700, taxCents: 388, taxPrices: 'exclusive' },
      { amountCents: 4342, taxCents: 358, taxPrices: 'inclusive' },
      { amountCents: 4700, taxCents: 294, taxPrices: 'exclusive' },
    ]);
    await soldOrder(t.ctx.db, { ...exclusive, customerEmail: 'ann@example.com' });
    await soldOrder(t.ctx.db, { ...inclusive, customerEmail: 'Ann@Example.com' });
    const toRefund = await soldOrder(t.ctx.db, { ...refundable, customerEmail: 'ben@example.org' });
    await purchaseInTestMode(t, 'cy@example.net');

    const before = await everyScreen();
    const net = 4700 + 4342 + 4700 + 4700;
    expect(before.net).toEqual({
      ...everywhere(net),
      analytics: net,
      analyticsDaily: net,
      csvPaidLessRefunded: net,
    });
    expect(before.tax).toEqual(everywhere(388 + 358 + 294));

    expect((await admin.post(adminApi.refund(toRefund.id))).status).toBe(200);
    const after = await everyScreen();
    // The refunded order leaves the net revenue and its tax leaves the tax collected.
    expect(after.net).toEqual({
      ...everywhere(net - 4700),
      analytics: net - 4700,
      analyticsDaily: net - 4700,
      csvPaidLessRefunded: net - 4700,
    });
    expect(after.tax).toEqual(everywhere(388 + 358));
  });

  it("shows each order's tax and a buyer's tax beside their net spent", async () => {
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await soldOrder(t.ctx.db, {
      ...taxedAt(0.0825, 'exclusive'),
      customerEmail: 'ann@example.com',
      createdAt: minutesAgo(3),
    });
    await soldOrder(t.ctx.db, {
      ...taxedAt(0.0825, 'inclusive'),
      customerEmail: 'Ann@Example.com',
      createdAt: minutesAgo(2),
    });
    const refunded = await soldOrder(t.ctx.db, {
      ...taxedAt(0.0625, 'exclusive'),
      customerEmail: 'ann@example.com',
      createdAt: minutesAgo(1),
    });
    expect((await admin.post(adminApi.refund(refunded.id))).status).toBe(200);

    const ann = customerDetailSchema.parse(await json(adminApi.customer('ann@example.com')));
    expect(ann.customer).toMatchObject({ orders: 3, paid: 90.42, refunds: 1, refunded: 47 });
    expect(ann.tax).toBe(7.46);
    expect(ann.orders.map((order) => [order.status, order.amount, order.tax])).toEqual([
      ['refunded', 47, 2.94],
      ['completed', 43.42, 3.58],
      ['completed', 47, 3.88],
    ]);
  });
});
