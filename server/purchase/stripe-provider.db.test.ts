import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orders, outbox } from '#server/db/schema.ts';
import { apiErrorSchema } from '#shared/contracts/api-error.ts';
import {
  createPaymentResponseSchema,
  verifyPaymentResponseSchema,
} from '#shared/contracts/checkout.ts';
import { checkoutRequest } from '#tests/checkout-factory.ts';
import { uploadedGuide } from '#tests/guide-file-factory.ts';
import { rowCounts } from '#tests/row-counts.ts';
import {
  startStripeStandIn,
  type StandInCharge,
  type StripeStandIn,
} from '#tests/stripe-stand-in.ts';
import { sendSignedWebhook, standInStripeEnv } from '#tests/stripe-webhook.ts';
import { createTestApp, postJson, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';

describe.each(testDrivers)('the purchase API with Stripe on %s', (driver) => {
  let stripe: StripeStandIn;
  let t: TestApp;
  beforeEach(async () => {
    stripe = await startStripeStandIn();
    t = await createTestApp(driver, standInStripeEnv(stripe));
    // A site taking real payments sells only an uploaded guide.
    await uploadedGuide(t.ctx.db);
  });
  afterEach(async () => {
    await t.dispose();
    await stripe.close();
  });

  async function checkout() {
    const response = await postJson(
      t.app,
      '/api/create-payment',
      checkoutRequest({ email: 'payer@example.com' }),
    );
    const { url } = createPaymentResponseSchema.parse(await response.json());
    const session = [...stripe.sessions.values()].at(-1);
    if (!session) throw new Error('no session was opened');
    expect(url).toBe(session.url);
    return session;
  }

  const sendWebhook = (payload: string, secret?: string) =>
    sendSignedWebhook(t.app, payload, secret);

  const verify = async (sessionId: string) =>
    verifyPaymentResponseSchema.parse(
      await (await postJson(t.app, '/api/verify-payment', { session_id: sessionId })).json(),
    );

  it('opens a Checkout Session for 4700 cents in USD with the order id and return URLs', async () => {
    const session = await checkout();
    const [order] = await t.ctx.db.select().from(orders);
    expect(session).toMatchObject({
      amount_total: 4700,
      currency: 'usd',
      customer_email: 'payer@example.com',
      metadata: { order_id: order?.id },
      success_url: 'http://shop.test/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://shop.test/checkout?canceled=1',
    });
    expect(order).toMatchObject({
      provider: 'stripe',
      providerSessionId: session.id,
      status: 'pending',
    });
  });

  it('answers 502 when Stripe fails, keeping the order pending and nothing else', async () => {
    stripe.failNext(500, 5);
    const response = await postJson(t.app, '/api/create-payment', checkoutRequest());
    expect(response.status).toBe(502);
    expect(apiErrorSchema.parse(await response.json()).error.message).toMatch(/payment provider/);
    const [order] = await t.ctx.db.select().from(orders);
    expect(order).toMatchObject({ status: 'pending', providerSessionId: null });
    expect(await rowCounts(t.ctx.db)).toMatchObject({ orders: 1, outbox: 0, download_tokens: 0 });
  });

  it('trusts only Stripe: an unpaid session does not verify', async () => {
    const session = await checkout();
    expect(await verify(session.id)).toEqual({ success: false });
    expect(await verify('cs_test_nobody')).toEqual({ success: false });
  });

  it('completes on the signed webhook and does nothing when the event comes again', async () => {
    const session = await checkout();
    const event = stripe.event('checkout.session.completed', stripe.pay(session.id));
    const first = await sendWebhook(event);
    expect(await first.json()).toEqual({ received: true, outcome: 'handled' });
    const again = await sendWebhook(event);
    expect(await again.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await verify(session.id)).success).toBe(true);
    expect(await rowCounts(t.ctx.db)).toMatchObject({
      outbox: 1,
      download_tokens: 1,
      webhook_events: 1,
    });
  });

  it('gives one completed order and one mail when webhook and verification race, twice', async () => {
    const session = await checkout();
    const paid = stripe.pay(session.id);
    const completed = stripe.event('checkout.session.completed', paid);
    const asyncSucceeded = stripe.event('checkout.session.async_payment_succeeded', paid);
    const answers = await Promise.all([
      sendWebhook(completed),
      verify(session.id),
      sendWebhook(asyncSucceeded),
      verify(session.id),
      sendWebhook(completed),
    ]);
    expect(
      answers.every((answer) =>
        answer instanceof Response ? answer.status === 200 : answer.success,
      ),
    ).toBe(true);
    const [order] = await t.ctx.db.select().from(orders);
    expect(order).toMatchObject({ status: 'completed', paymentIntentId: paid.payment_intent });
    expect(await t.ctx.db.select().from(outbox)).toHaveLength(1);
  });

  it('refuses a webhook whose signature does not verify, changing nothing', async () => {
    const session = await checkout();
    const event = stripe.event('checkout.session.completed', stripe.pay(session.id));
    const forged = await sendWebhook(event, 'whsec_someone_else');
    expect(forged.status).toBe(400);
    expect(apiErrorSchema.parse(await forged.json()).error.code).toBe('invalid_signature');
    const unsigned = await t.app.request('/api/stripe/webhook', { method: 'POST', body: event });
    expect(unsigned.status).toBe(400);
    expect(await rowCounts(t.ctx.db)).toMatchObject({ outbox: 0, webhook_events: 0 });
  });

  it('expires the pending order when the session expires', async () => {
    const session = await checkout();
    await sendWebhook(stripe.event('checkout.session.expired', { ...session, status: 'expired' }));
    const [order] = await t.ctx.db.select().from(orders);
    expect(order?.status).toBe('expired');
  });

  it('marks the order refunded on a full refund, and ignores a partial one', async () => {
    const session = await checkout();
    const paid = stripe.pay(session.id);
    await sendWebhook(stripe.event('checkout.session.completed', paid));
    await sendWebhook(stripe.event('charge.refunded', stripe.refundedCharge(session.id, 1000)));
    expect((await t.ctx.db.select().from(orders))[0]?.status).toBe('completed');
    await sendWebhook(stripe.event('charge.refunded', stripe.refundedCharge(session.id)));
    expect((await t.ctx.db.select().from(orders))[0]?.status).toBe('refunded');
    expect(await verify(session.id)).toEqual({ success: false });
  });

  const sessionLookups = () =>
    stripe.requests.filter((request) => request === 'GET /v1/checkout/sessions').length;
  const deliveryMails = () =>
    t.ctx.db.select().from(outbox).where(eq(outbox.kind, 'order-delivery'));

  it.each([
    ['names the order in its metadata', (charge: StandInCharge) => charge, 0],
    [
      'has no metadata, so Stripe is asked for its session',
      (charge: StandInCharge) => ({ ...charge, metadata: {} }),
      1,
    ],
  ])(
    'refund before completion, the charge %s: the order ends refunded, no mail, no download link',
    async (_charge, asSent, lookups) => {
      const session = await checkout();
      const paid = stripe.pay(session.id);
      const refund = await sendWebhook(
        stripe.event('charge.refunded', asSent(stripe.refundedCharge(session.id))),
      );
      expect(await refund.json()).toEqual({ received: true, outcome: 'handled' });
      expect(sessionLookups()).toBe(lookups);
      const completion = await sendWebhook(stripe.event('checkout.session.completed', paid));
      expect(completion.status).toBe(200);
      expect(await verify(session.id)).toEqual({ success: false });
      const [order] = await t.ctx.db.select().from(orders);
      expect(order).toMatchObject({
        status: 'refunded',
        paymentIntentId: paid.payment_intent,
        completedAt: null,
      });
      expect(order?.refundedAt).toBeInstanceOf(Date);
      expect(await deliveryMails()).toHaveLength(0);
      expect(await rowCounts(t.ctx.db)).toMatchObject({ outbox: 0, download_tokens: 0 });
    },
  );

  it('completion then refund: the order ends refunded and its download link is refused', async () => {
    const session = await checkout();
    const paid = stripe.pay(session.id);
    await sendWebhook(stripe.event('checkout.session.completed', paid));
    const verified = await verify(session.id);
    expect(verified.success).toBe(true);
    const link = new URL(verified.download_url ?? '').pathname;
    expect((await t.app.request(link)).status).toBe(200);
    await sendWebhook(stripe.event('charge.refunded', stripe.refundedCharge(session.id)));
    const [order] = await t.ctx.db.select().from(orders);
    expect(order).toMatchObject({ status: 'refunded', paymentIntentId: paid.payment_intent });
    expect((await t.app.request(link)).status).toBe(410);
    expect(await verify(session.id)).toEqual({ success: false });
  });

  it('fails a refund with a 5xx while Stripe cannot be asked, records nothing, and applies it when redelivered', async () => {
    const session = await checkout();
    stripe.pay(session.id);
    const event = stripe.event('charge.refunded', {
      ...stripe.refundedCharge(session.id),
      metadata: {},
    });
    // The SDK tries three times (two retries) before giving up.
    stripe.failNext(500, 3);
    const failed = await sendWebhook(event);
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(await rowCounts(t.ctx.db)).toMatchObject({ webhook_events: 0 });
    expect((await t.ctx.db.select().from(orders))[0]?.status).toBe('pending');
    const redelivered = await sendWebhook(event);
    expect(await redelivered.json()).toEqual({ received: true, outcome: 'handled' });
    expect((await t.ctx.db.select().from(orders))[0]?.status).toBe('refunded');
  });

  it("changes nothing on a second refund event, and ignores refunds of charges that are not the shop's", async () => {
    const session = await checkout();
    stripe.pay(session.id);
    const charge = stripe.refundedCharge(session.id);
    await sendWebhook(stripe.event('charge.refunded', charge));
    const [refunded] = await t.ctx.db.select().from(orders);
    const again = await sendWebhook(stripe.event('charge.refunded', charge));
    expect(await again.json()).toEqual({ received: true, outcome: 'handled' });
    expect((await t.ctx.db.select().from(orders))[0]).toEqual(refunded);
    const foreign = await sendWebhook(
      stripe.event('charge.refunded', {
        ...charge,
        id: 'ch_elsewhere',
        payment_intent: 'pi_elsewhere',
        metadata: {},
      }),
    );
    expect(await foreign.json()).toEqual({ received: true, outcome: 'ignored' });
  });
});
