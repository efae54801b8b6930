import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { selectRows } from '#server/db/database.ts';
import { untrackedSource } from '#shared/contracts/analytics.ts';
import {
  createPaymentResponseSchema,
  verifyPaymentResponseSchema,
} from '#shared/contracts/checkout.ts';
import { desktop, newVisit, pageView, type Visit } from '#tests/analytics-events.ts';
import { checkoutRequest } from '#tests/checkout-factory.ts';
import { createTestApp, postForm, postJson, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';
import { storeAnalyticsBatch } from './analytics-store.ts';

interface ConversionRow {
  order_id: string;
  conversion_type: string;
  session_id: string | null;
  visitor_id: string | null;
  revenue_cents: number;
  first_touch_source: string | null;
}

describe.each(testDrivers)('conversions recorded by the server on %s', (driver) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(driver);
  });
  afterEach(async () => {
    await t.dispose();
  });

  const conversions = () =>
    selectRows<ConversionRow>(
      t.ctx.db,
      sql`select order_id, conversion_type, session_id, visitor_id, revenue_cents, first_touch_source
          from analytics_conversions order by id`,
    );
  const daily = () =>
    selectRows<{ conversions: number; revenue_cents: string; converted_sessions: number }>(
      t.ctx.db,
      sql`select sum(conversions)::int as conversions, sum(revenue_cents)::text as revenue_cents,
                 sum(converted_sessions)::int as converted_sessions
          from analytics_daily`,
    );

  async function buy(visit?: Visit) {
    const created = await postJson(t.app, '/api/create-payment', {
      ...checkoutRequest(),
      ...(visit && { analytics: visit }),
    });
    expect(created.status).toBe(200);
    const sessionId = createPaymentResponseSchema
      .parse(await created.json())
      .url.split('/')
      .at(-1);
    return { sessionId: sessionId ?? '' };
  }
  const pay = (sessionId: string) => postForm(t.app, `/test-checkout/${sessionId}`);

  it('notes the started checkout with the tracker ids, and the purchase with the amount paid, once', async () => {
    const visit = newVisit();
    await storeAnalyticsBatch(t.ctx.db, [
      pageView(visit, new Date(), { pagePath: '/', utmSource: 'newsletter' }, desktop),
    ]);
    const { sessionId } = await buy(visit);
    expect(await conversions()).toMatchObject([
      { conversion_type: 'begin_checkout', session_id: visit.sessionId, revenue_cents: 0 },
    ]);

    await pay(sessionId);
    const verified = verifyPaymentResponseSchema.parse(
      await (await postJson(t.app, '/api/verify-payment', { session_id: sessionId })).json(),
    );
    expect(verified).toMatchObject({ success: true, amount_paid: 47 });
    // verify-payment after the payment page completed it: still one purchase.
    expect((await conversions()).map((row) => row.conversion_type)).toEqual([
      'begin_checkout',
      'purchase',
    ]);
    expect((await conversions())[1]).toMatchObject({
      order_id: verified.order_id,
      session_id: visit.sessionId,
      visitor_id: visit.visitorId,
      revenue_cents: 4700,
    });

    // The next flush rolls it up, crediting the visitor's first touch.
    await storeAnalyticsBatch(t.ctx.db, []);
    await storeAnalyticsBatch(t.ctx.db, []);
    expect(await daily()).toEqual([
      { conversions: 1, revenue_cents: '4700', converted_sessions: 1 },
    ]);
    expect((await conversions())[1]?.first_touch_source).toBe('newsletter');
  });

  it('counts the revenue of a buyer the tracker never saw (no JavaScript, Global Privacy Control)', async () => {
    const { sessionId } = await buy();
    await pay(sessionId);
    await storeAnalyticsBatch(t.ctx.db, []);
    expect(await conversions()).toMatchObject([
      { conversion_type: 'begin_checkout', session_id: null },
      { conversion_type: 'purchase', session_id: null, first_touch_source: untrackedSource },
    ]);
    expect(await daily()).toEqual([
      { conversions: 1, revenue_cents: '4700', converted_sessions: 0 },
    ]);
  });

  it('refuses ids the tracker could not have made, and stores no order', async () => {
    const response = await postJson(t.app, '/api/create-payment', {
      ...checkoutRequest(),
      analytics: { sessionId: 'x', visitorId: '1; drop table orders' },
    });
    expect(response.status).toBe(400);
    expect(await conversions()).toEqual([]);
  });
});
