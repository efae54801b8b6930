import { describe, expect, it } from 'vitest';
import { newVisit, pageView, sessionUpdate } from '#tests/analytics-events.ts';
import { storedOrder } from '#tests/order-factory.ts';
import { testDrivers, useTestDatabase } from '#tests/test-database.ts';
import { zoneSettings } from '#tests/zone-settings.ts';
import { recordConversion } from '../storage/analytics-store-repository.ts';
import { storeAnalyticsBatch } from '../storage/analytics-store.ts';
import { analyticsDashboard } from './dashboard-service.ts';

const now = new Date('2026-11-20T12:00:00Z');
const secondsLater = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe.each(testDrivers)('bounces and mediums on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database().handle.db;
  const ctx = () => ({ db: db(), clock: () => secondsLater(600), settings: zoneSettings() });
  const today = (filters: { source?: string; medium?: string } = {}) =>
    analyticsDashboard(ctx(), { period: 'today', ...filters });

  it('never counts a session with a second page view or a purchase as a bounce, in the rollups and filtered', async () => {
    const reader = newVisit();
    const buyer = newVisit();
    const bouncer = newVisit();
    await storeAnalyticsBatch(db(), [
      pageView(reader, now),
      pageView(reader, secondsLater(5), { pagePath: '/faq' }),
      sessionUpdate(reader, secondsLater(10), 10),
      pageView(buyer, now, { pagePath: '/checkout' }),
      sessionUpdate(buyer, secondsLater(8), 8),
      pageView(bouncer, now),
      sessionUpdate(bouncer, secondsLater(5), 5),
    ]);
    const order = await storedOrder(db(), { completedAt: secondsLater(9) });
    await recordConversion(db(), {
      orderId: order.id,
      type: 'purchase',
      sessionId: buyer.sessionId,
      visitorId: buyer.visitorId,
      revenueCents: order.amountCents,
      at: secondsLater(9),
    });
    await storeAnalyticsBatch(db(), []);

    expect((await today()).bounceRate).toBeCloseTo(1 / 3);
    expect((await today({ source: 'Direct' })).bounceRate).toBeCloseTo(1 / 3);
  });

  it('names the medium of an untagged visit by its referrer, as the source is named', async () => {
    const visits = [
      { referrer: 'https://www.google.com/', medium: 'organic' },
      { referrer: 'https://www.facebook.com/', medium: 'social' },
      { referrer: 'https://blog.example.org/post', medium: 'referral' },
      { referrer: undefined, medium: '(none)' },
    ];
    await storeAnalyticsBatch(db(), [
      ...visits.map(({ referrer }) => pageView(newVisit(), now, { referrer })),
      pageView(newVisit(), now, {
        referrer: 'https://www.google.com/',
        utmSource: 'newsletter',
        utmMedium: 'email',
      }),
    ]);

    const mediums = (await today()).breakdowns.mediums.map((row) => row.key).sort();
    expect(mediums).toEqual(['(none)', 'email', 'organic', 'referral', 'social']);
    const organic = await today({ medium: 'organic' });
    expect(organic.totalVisitors).toBe(1);
    expect(organic.breakdowns.sources).toEqual([{ key: 'Google', count: 1 }]);
  });
});
