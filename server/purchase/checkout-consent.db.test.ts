import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema.ts';
import { countAudiences } from '#server/mail-audience/audience-repository.ts';
import { addNewsOptOut } from '#server/mail-audience/news-opt-out-repository.ts';
import { createFormActions } from '#server/page-rendering/form-actions.ts';
import { apiErrorSchema } from '#shared/contracts/api-error.ts';
import { checkoutRequestSchema, createPaymentResponseSchema } from '#shared/contracts/checkout.ts';
import { newsOptOuts, storedOptOut } from '#tests/audience-factory.ts';
import { checkoutRequest } from '#tests/checkout-factory.ts';
import { fromAddress } from '#tests/mail-fixtures.ts';
import { createTestApp, postForm, postJson, testSiteUrl, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';

const buyerIp = '203.0.113.9';

describe.each(testDrivers)('the checkout news consent on %s', (driver) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(driver);
  });
  afterEach(async () => {
    await t.dispose();
  });

  /** `POST /api/create-payment` as the checkout's script sends it, from the buyer's address. */
  const createPayment = (body: unknown) =>
    t.app.request(
      '/api/create-payment',
      {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'Content-Type': 'application/json', Origin: testSiteUrl },
      },
      fromAddress(buyerIp),
    );
  const consentOf = async () =>
    (await t.ctx.db.select().from(orders).orderBy(orders.createdAt)).map((order) => ({
      email: order.customerEmail,
      at: order.newsConsentAt,
      ip: order.newsConsentIp,
    }));

  it('keeps when and from where a ticked box was sent, and nothing for an unticked one', async () => {
    const before = Date.now();
    const ticked = await createPayment(
      checkoutRequest({ email: 'yes@example.com', newsConsent: true }),
    );
    expect(ticked.status).toBe(200);
    const unticked = checkoutRequest({ email: 'no@example.com', newsConsent: false });
    expect((await createPayment(unticked)).status).toBe(200);
    const withoutBox: Record<string, unknown> = checkoutRequest({ email: 'old@example.com' });
    delete withoutBox.newsConsent;
    expect((await createPayment(withoutBox)).status).toBe(200);

    const rows = await consentOf();
    expect(rows.map((row) => [row.email, row.ip])).toEqual([
      ['yes@example.com', buyerIp],
      ['no@example.com', null],
      ['old@example.com', null],
    ]);
    expect(rows[0]?.at?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(rows[0]?.at?.getTime()).toBeLessThanOrEqual(Date.now());
    expect(rows.slice(1).map((row) => row.at)).toEqual([null, null]);
  });

  it('stores the consent of the form posted without JavaScript ("on") the same way', async () => {
    const forms = createFormActions(t.ctx);
    const posted = checkoutRequestSchema.parse({
      ...checkoutRequest({ email: 'form@example.com' }),
      newsConsent: 'on',
    });
    expect(await forms.startCheckout(posted, buyerIp)).toMatchObject({ ok: true });
    const unticked = checkoutRequestSchema.parse({
      ...checkoutRequest({ email: 'plain@example.com' }),
      newsConsent: '',
    });
    expect(await forms.startCheckout(unticked, buyerIp)).toMatchObject({ ok: true });
    expect((await consentOf()).map((row) => [row.email, row.ip, row.at !== null])).toEqual([
      ['form@example.com', buyerIp, true],
      ['plain@example.com', null, false],
    ]);
  });

  /** Opens a checkout for `email`; answers its session id, for `pay`. */
  const checkoutOpened = async (email: string, newsConsent: boolean) => {
    const created = await createPayment(checkoutRequest({ email, newsConsent }));
    return (
      createPaymentResponseSchema
        .parse(await created.json())
        .url.split('/')
        .at(-1) ?? ''
    );
  };
  /** Pays on the test payment page, then comes back to the result page. */
  const pay = async (sessionId: string) => {
    await postForm(t.app, `/test-checkout/${sessionId}`);
    await postJson(t.app, '/api/verify-payment', { session_id: sessionId });
  };

  it('a ticked box on a checkout nobody pays leaves a news unsubscribe standing', async () => {
    await storedOptOut(t.ctx.db, 'victim@example.com');
    for (let i = 0; i < 3; i++) {
      await createPayment(checkoutRequest({ email: 'Victim@Example.com', newsConsent: true }));
    }
    expect(await newsOptOuts(t.ctx.db)).toEqual(['victim@example.com']);
    expect(await countAudiences(t.ctx.db)).toEqual({ subscribers: 0, buyers: 0, both: 0 });
  });

  it('a paid order with the box ticked lifts an unsubscribe made before it; an unticked one does not', async () => {
    await storedOptOut(t.ctx.db, 'back@example.com');
    await storedOptOut(t.ctx.db, 'still@example.com');
    await pay(await checkoutOpened('Back@Example.com', true));
    await pay(await checkoutOpened('still@example.com', false));
    expect(await newsOptOuts(t.ctx.db)).toEqual(['still@example.com']);
    expect(await countAudiences(t.ctx.db)).toEqual({ subscribers: 0, buyers: 1, both: 1 });
  });

  it('an unsubscribe made after the box was ticked stands when the order is paid later', async () => {
    // One address unsubscribed before the checkout too, and says it again after ticking.
    await storedOptOut(t.ctx.db, 'again@example.com');
    const sessions = [await checkoutOpened('again@example.com', true)];
    sessions.push(await checkoutOpened('new@example.com', true));
    await addNewsOptOut(t.ctx.db, 'again@example.com');
    await addNewsOptOut(t.ctx.db, 'New@Example.com');
    for (const session of sessions) await pay(session);
    expect(await newsOptOuts(t.ctx.db)).toEqual(['again@example.com', 'new@example.com']);
    expect(await countAudiences(t.ctx.db)).toEqual({ subscribers: 0, buyers: 0, both: 0 });
  });

  it('counts the buyer in the audience once the order is paid, not before', async () => {
    const sessionId = await checkoutOpened('buyer@example.com', true);
    expect(await countAudiences(t.ctx.db)).toEqual({ subscribers: 0, buyers: 0, both: 0 });
    await pay(sessionId);
    expect(await countAudiences(t.ctx.db)).toEqual({ subscribers: 0, buyers: 1, both: 1 });
  });

  it('answers 400 on the field for anything but a tick, storing nothing', async () => {
    for (const newsConsent of ['yes', 1, { ticked: true }, null]) {
      const response = await createPayment({ ...checkoutRequest(), newsConsent });
      expect(response.status).toBe(400);
      expect(apiErrorSchema.parse(await response.json()).error.fields).toEqual({
        newsConsent: 'Tick the box or leave it empty.',
      });
    }
    const elsewhere = await t.app.request('/api/create-payment', {
      method: 'POST',
      body: JSON.stringify(checkoutRequest({ newsConsent: true })),
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
    });
    expect(elsewhere.status).toBe(403);
    expect(await consentOf()).toEqual([]);
  });
});
