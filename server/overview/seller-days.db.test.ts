import { describe, expect, it } from 'vitest';
import { storeAnalyticsBatch } from '#server/analytics/storage/analytics-store.ts';
import { recordConversion } from '#server/analytics/storage/analytics-store-repository.ts';
import { analyticsDashboard } from '#server/analytics/dashboard/dashboard-service.ts';
import { findOrders } from '#server/orders/admin-orders-service.ts';
import { newVisit, pageView } from '#tests/analytics-events.ts';
import { storedOrder } from '#tests/order-factory.ts';
import { testDrivers, useTestDatabase } from '#tests/test-database.ts';
import { zoneSettings } from '#tests/zone-settings.ts';
import { orderSearchQuerySchema } from '#shared/contracts/admin.ts';
import { adminOverview } from './overview-service.ts';

const chicago = 'America/Chicago';
// 23:45 on Friday Nov 20 in Chicago (CST, UTC-6): already Saturday Nov 21 in UTC.
const now = new Date('2026-11-21T05:45:00Z');
// 23:30 in Chicago, the next UTC day: today there.
const lateOrder = new Date('2026-11-21T05:30:00Z');
// Noon in Chicago the same day: UTC's yesterday, still Chicago's today.
const noonOrder = new Date('2026-11-20T18:00:00Z');
// 23:30 the evening before in Chicago: yesterday there, though UTC's Nov 20.
const yesterdayOrder = new Date('2026-11-20T05:30:00Z');

describe.each(testDrivers)("the seller's days on %s", (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database().handle.db;

  async function sale(at: Date) {
    const order = await storedOrder(db(), { completedAt: at, createdAt: at });
    const visit = newVisit();
    await storeAnalyticsBatch(db(), [pageView(visit, at)], chicago);
    await recordConversion(db(), {
      orderId: order.id,
      type: 'purchase',
      sessionId: visit.sessionId,
      visitorId: visit.visitorId,
      revenueCents: order.amountCents,
      at,
    });
  }

  it("counts an order at 23:30 in the seller's zone, the next UTC day, as today on the Overview, in Analytics and in Orders", async () => {
    for (const at of [lateOrder, noonOrder, yesterdayOrder]) await sale(at);
    await storeAnalyticsBatch(db(), [], chicago);
    const ctx = { db: db(), clock: () => now, settings: zoneSettings(chicago) };

    const overview = await adminOverview(ctx);
    const period = (id: string) => overview.periods.find((found) => found.id === id);
    expect(overview).toMatchObject({ timeZone: chicago, today: '2026-11-20' });
    expect(period('today')).toMatchObject({
      from: '2026-11-20T06:00:00.000Z',
      orders: { value: 2 },
      visitors: { value: 2 },
      conversionRate: { value: 1 },
    });
    expect(period('yesterday')?.orders.value).toBe(1);

    const today = await analyticsDashboard(ctx, { period: 'today' });
    expect(today).toMatchObject({
      from: '2026-11-20',
      to: '2026-11-20',
      purchases: 2,
      totalVisitors: 2,
      conversionRate: 1,
    });
    const filtered = await analyticsDashboard(ctx, { period: 'today', source: 'Direct' });
    expect(filtered).toMatchObject({ from: '2026-11-20', purchases: 2, totalVisitors: 2 });
    expect((await analyticsDashboard(ctx, { period: 'yesterday' })).purchases).toBe(1);

    const ordersOfToday = await findOrders(
      ctx,
      orderSearchQuerySchema.parse({ from: '2026-11-20', to: '2026-11-20' }),
    );
    expect(ordersOfToday.total).toBe(2);
  });

  it('keeps UTC days for a shop that has set none', async () => {
    for (const at of [lateOrder, noonOrder]) {
      await storedOrder(db(), { completedAt: at, createdAt: at });
    }
    const overview = await adminOverview({ db: db(), clock: () => now, settings: zoneSettings() });
    expect(overview.today).toBe('2026-11-21');
    expect(overview.periods[0]?.orders.value).toBe(1);
  });
});
