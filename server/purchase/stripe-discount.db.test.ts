import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { discountCodeCopy } from '#content/discount-codes.ts';
import { openCheckoutHoldMs } from '#server/discount-codes/discount-quote.ts';
import { orders } from '#server/db/schema.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { apiErrorSchema } from '#shared/contracts/api-error.ts';
import {
  createPaymentResponseSchema,
  verifyPaymentResponseSchema,
} from '#shared/contracts/checkout.ts';
import { adminClient } from '#tests/admin-orders-helpers.ts';
import { checkoutRequest } from '#tests/checkout-factory.ts';
import { storedDiscountCode } from '#tests/discount-code-factory.ts';
import { uploadedGuide } from '#tests/guide-file-factory.ts';
import { sendSignedWebhook, standInStripeEnv } from '#tests/stripe-webhook.ts';
import { startStripeStandIn, type StripeStandIn } from '#tests/stripe-stand-in.ts';
import { createTestApp, postJson, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';

describe.each(testDrivers)('discount codes through Stripe on %s', (driver) => {
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

  async function checkout(code: string) {
    const response = await postJson(t.app, '/api/create-payment', checkoutRequest({ code }));
    expect(response.status).toBe(200);
    createPaymentResponseSchema.parse(await response.json());
    const session = [...stripe.sessions.values()].at(-1);
    if (!session) throw new Error('no session was opened');
    return session;
  }

  const sendWebhook = (payload: string) => sendSignedWebhook(t.app, payload);

  const verify = async (sessionId: string) =>
    verifyPaymentResponseSchema.parse(
      await (await postJson(t.app, '/api/verify-payment', { session_id: sessionId })).json(),
    );

  const storedOrder = async () => (await t.ctx.db.select().from(orders))[0];
  const orderOf = async (sessionId: string) =>
    (await t.ctx.db.select().from(orders).where(eq(orders.providerSessionId, sessionId)))[0];

  it('charges the discounted amount, names the code on the line, and keeps it on Cancel', async () => {
    await storedDiscountCode(t.ctx.db, { code: 'FALL15', kind: 'percent', amount: 15 });
    const session = await checkout('FALL15');
    expect(session).toMatchObject({
      amount_total: 3995,
      expires_at: null,
      cancel_url: 'http://shop.test/checkout?canceled=1&code=FALL15',
    });
    expect(stripe.lines.get(session.id)).toMatchObject({
      unitAmount: 3995,
      description: 'Code FALL15: $7.05 off (price $47.00)',
    });
    // No coupon or promotion code is sent: the amount is ours alone.
    expect(stripe.requests.filter((request) => /coupon|promotion/.test(request))).toEqual([]);
  });

  it('opens the payment page of a limited code until shortly before its hold ends', async () => {
    await storedDiscountCode(t.ctx.db, { code: 'FIRST10', maxUses: 10 });
    const before = Math.floor(t.ctx.clock().getTime() / 1000);
    const session = await checkout('FIRST10');
    const holdSeconds = openCheckoutHoldMs / 1000;
    expect(session.expires_at).toBeGreaterThanOrEqual(before + 30 * 60);
    expect(session.expires_at).toBeLessThan(before + holdSeconds);
  });

  it('stores the payment method from the completion webhook, and from verify when it completes first', async () => {
    await storedDiscountCode(t.ctx.db, { code: 'FALL15' });
    const byWebhook = await checkout('FALL15');
    await sendWebhook(stripe.event('checkout.session.completed', stripe.pay(byWebhook.id)));
    expect(await orderOf(byWebhook.id)).toMatchObject({
      status: 'completed',
      paymentMethodKind: 'card',
    });

    const byVerify = await checkout('FALL15');
    stripe.pay(byVerify.id, 'link');
    expect(await verify(byVerify.id)).toMatchObject({ success: true, amount_paid: 39.95 });
    expect(await orderOf(byVerify.id)).toMatchObject({
      status: 'completed',
      amountCents: 3995,
      discountCents: 705,
      paymentMethodKind: 'link',
    });
  });

  it('refunds what was paid, not the price before the code', async () => {
    await storedDiscountCode(t.ctx.db, { code: 'TENOFF', kind: 'fixed', amount: 1000 });
    const session = await checkout('TENOFF');
    await sendWebhook(stripe.event('checkout.session.completed', stripe.pay(session.id)));
    const order = await storedOrder();
    const admin = await adminClient(t);
    const response = await admin.post(adminApi.refund(order?.id ?? ''));
    expect(response.status).toBe(200);
    expect(stripe.refunds.get(session.payment_intent ?? '')).toMatchObject({ amount: 3700 });
    expect(await storedOrder()).toMatchObject({ status: 'refunded', amountCents: 3700 });
  });

  it("closes a client's earlier payment page at Stripe before its next checkout takes the use", async () => {
    await storedDiscountCode(t.ctx.db, { code: 'ONCE', maxUses: 1 });
    const first = await checkout('ONCE');
    const second = await checkout('ONCE');
    expect(stripe.sessions.get(first.id)?.status).toBe('expired');
    expect(await orderOf(first.id)).toMatchObject({ status: 'expired' });
    expect(await orderOf(second.id)).toMatchObject({ status: 'pending' });
  });

  it('keeps the hold of an earlier page that was paid meanwhile: its completion counts', async () => {
    await storedDiscountCode(t.ctx.db, { code: 'ONCE', maxUses: 1 });
    const first = await checkout('ONCE');
    stripe.pay(first.id);
    const response = await postJson(
      t.app,
      '/api/create-payment',
      checkoutRequest({ code: 'ONCE' }),
    );
    expect(response.status).toBe(400);
    expect(await verify(first.id)).toMatchObject({ success: true });
    expect(stripe.sessions.size).toBe(1);
  });

  it('opens no session for a refused code', async () => {
    await storedDiscountCode(t.ctx.db, { code: 'PAUSED', active: false });
    const response = await postJson(
      t.app,
      '/api/create-payment',
      checkoutRequest({ code: 'PAUSED' }),
    );
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).error.fields).toEqual({
      code: discountCodeCopy.refusals.inactive,
    });
    expect(stripe.sessions.size).toBe(0);
  });
});
