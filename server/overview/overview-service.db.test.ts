import { describe, expect, it } from 'vitest';
import { storeAnalyticsBatch } from '#server/analytics/storage/analytics-store.ts';
import type { OrderStatus } from '#server/db/schema.ts';
import { newVisit, pageView } from '#tests/analytics-events.ts';
import { storedOrder } from '#tests/order-factory.ts';
import { testDrivers, useTestDatabase } from '#tests/test-database.ts';
import { adminOverviewSchema, type OverviewPeriodId } from '#shared/contracts/admin-overview.ts';
import { adminOverview } from './overview-service.ts';
import { zoneSettings } from '#tests/zone-settings.ts';

// Noon UTC: "today" and the last 7 days end here, their previous stretches at noon too.
const now = new Date('2026-11-20T12:00:00Z');
const at = (iso: string) => new Date(iso);

describe.each(testDrivers)('the Overview figures on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database().handle.db;
  const overview = async () =>
    adminOverviewSchema.parse(
      await adminOverview({ db: db(), clock: () => now, settings: zoneSettings() }),
    );
  const periodOf = async (id: OverviewPeriodId) => {
    const found = (await overview()).periods.find((period) => period.id === id);
    if (!found) throw new Error(`no period ${id}`);
    return found;
  };
  const sale = (
    completedAt: string,
    amountCents = 4700,
    status: OrderStatus = 'completed',
    taxCents = 0,
  ) =>
    storedOrder(db(), {
      completedAt: at(completedAt),
      createdAt: at(completedAt),
      amountCents,
      status,
      taxCents,
    });
  const visits = (...moments: string[]) =>
    storeAnalyticsBatch(
      db(),
      moments.map((moment) => pageView(newVisit(), at(moment))),
    );

  it('answers zeros, no change and empty lists for an empty shop', async () => {
    const answer = await overview();
    const zero = { value: 0, previous: 0, change: null };
    expect(answer.periods.map((period) => period.id)).toEqual(['today', 'yesterday', 'last7Days']);
    for (const period of answer.periods) {
      expect(period).toMatchObject({
        orders: zero,
        revenue: zero,
        grossRevenue: 0,
        refundedRevenue: 0,
        visitors: zero,
        conversionRate: zero,
      });
    }
    expect(answer).toMatchObject({
      newestOrders: [],
      messages: { unhandled: 0, newest: [] },
      failedMail: { total: 0, newest: [] },
    });
  });

  it('counts today up to now against yesterday up to the same time, on UTC days', async () => {
    await sale('2026-11-20T11:00:00Z', 4700, 'completed', 388);
    // The first moment of today is today's; refunded, it stays an order and leaves gross but
    // not net (decision 092), and its tax leaves the tax collected.
    await sale('2026-11-20T00:00:00Z', 4700, 'refunded', 294);
    // Yesterday before noon is in today's comparison; after noon it is not.
    await sale('2026-11-19T08:00:00Z', 5900, 'completed', 487);
    await sale('2026-11-19T23:59:59Z');
    // Never paid: not revenue anywhere, and no tax.
    await storedOrder(db(), { status: 'pending', completedAt: null, taxCents: 300 });
    await storedOrder(db(), { status: 'refunded', completedAt: null });
    await visits('2026-11-20T00:00:00Z', '2026-11-20T10:00:00Z', '2026-11-19T11:59:00Z');

    expect(await periodOf('today')).toEqual({
      id: 'today',
      from: '2026-11-20T00:00:00.000Z',
      to: '2026-11-20T12:00:00.000Z',
      orders: { value: 2, previous: 1, change: 1 },
      refundedOrders: 1,
      revenue: { value: 47, previous: 59, change: (47 - 59) / 59 },
      grossRevenue: 94,
      refundedRevenue: 47,
      // Beside the revenue, never in it: the tax of today's kept order.
      tax: 3.88,
      visitors: { value: 2, previous: 1, change: 1 },
      // Paid orders per visit.
      conversionRate: { value: 1, previous: 1, change: 0 },
    });
  });

  it('compares yesterday with the whole day before', async () => {
    await sale('2026-11-19T08:00:00Z', 5900);
    await sale('2026-11-19T23:59:59Z');
    await sale('2026-11-18T00:00:00Z');
    await sale('2026-11-17T23:59:59Z');
    await visits('2026-11-19T12:30:00Z', '2026-11-19T13:00:00Z', '2026-11-18T09:00:00Z');

    expect(await periodOf('yesterday')).toMatchObject({
      from: '2026-11-19T00:00:00.000Z',
      to: '2026-11-20T00:00:00.000Z',
      orders: { value: 2, previous: 1, change: 1 },
      revenue: { value: 106, previous: 47, change: (106 - 47) / 47 },
      visitors: { value: 2, previous: 1, change: 1 },
      conversionRate: { value: 1, previous: 1, change: 0 },
    });
  });

  it('counts the last 7 days from the sixth day back against the 7 before, to the same time', async () => {
    await sale('2026-11-20T11:59:00Z');
    await sale('2026-11-14T00:00:00Z', 5900);
    await sale('2026-11-14T00:00:00Z', 2500, 'refunded');
    // The 7 days before end at noon of the 13th: the evening of the 13th is in neither.
    await sale('2026-11-13T23:00:00Z');
    await sale('2026-11-13T11:00:00Z');
    await sale('2026-11-07T00:00:00Z');
    await sale('2026-11-06T23:59:59Z');
    await visits('2026-11-15T10:00:00Z', '2026-11-16T10:00:00Z');

    expect(await periodOf('last7Days')).toMatchObject({
      from: '2026-11-14T00:00:00.000Z',
      to: '2026-11-20T12:00:00.000Z',
      orders: { value: 3, previous: 2, change: 0.5 },
      refundedOrders: 1,
      revenue: { value: 106, previous: 94, change: (106 - 94) / 94 },
      grossRevenue: 131,
      refundedRevenue: 25,
      visitors: { value: 2, previous: 0, change: null },
      // Paid orders per visit, past 100 % when buyers were not tracked (decision 092).
      conversionRate: { value: 3 / 2, previous: 0, change: null },
    });
  });
});
