import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#shared/contracts/api-error.ts';
import { orderDetailSchema } from '#shared/contracts/admin.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import {
  createPaymentResponseSchema,
  verifyPaymentResponseSchema,
} from '#shared/contracts/checkout.ts';
import { adminClient, auditEntries, mailsOfKind } from '#tests/admin-orders-helpers.ts';
import { checkoutRequest } from '#tests/checkout-factory.ts';
import { storedOrder } from '#tests/order-factory.ts';
import { uploadedGuide } from '#tests/guide-file-factory.ts';
import { sendSignedWebhook, standInStripeEnv } from '#tests/stripe-webhook.ts';
import { startStripeStandIn, type StripeStandIn } from '#tests/stripe-stand-in.ts';
import { createTestApp, postJson, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';

describe.each(testDrivers)('refunds through Stripe on %s', (driver) => {
  let stripe: StripeStandIn;
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminClient>>;
  beforeEach(async () => {
    stripe = await startStripeStandIn();
    t = await createTestApp(driver, standInStripeEnv(stripe));
    // A site taking real payments sells only an uploaded guide.
    await uploadedGuide(t.ctx.db);
    admin = await adminClient(t);
  });
  afterEach(async () => {
    await t.dispose();
    await stripe.close();
  });

  const sendWebhook = (payload: string) => sendSignedWebhook(t.app, payload);

  /** Checkout, payment on Stripe, the completion webhook: a delivered order. */
  async function paidOrder() {
    const created = await postJson(t.app, '/api/create-payment', checkoutRequest());
    createPaymentResponseSchema.parse(await created.json());
    const session = [...stripe.sessions.values()].at(-1);
    if (!session) throw new Error('no session was opened');
    await sendWebhook(stripe.event('checkout.session.completed', stripe.pay(session.id)));
    const verified = verifyPaymentResponseSchema.parse(
      await (await postJson(t.app, '/api/verify-payment', { session_id: session.id })).json(),
    );
    if (!verified.order_id || !verified.download_url) throw new Error('not completed');
    return {
      orderId: verified.order_id,
      sessionId: session.id,
      paymentIntent: session.payment_intent,
      downloadPath: new URL(verified.download_url).pathname,
    };
  }

  const refund = (orderId: string) => admin.post(adminApi.refund(orderId));
  const refundMails = () => mailsOfKind(t, 'order-refund');

  it('refunds the payment intent with an idempotency key and stores the refund id', async () => {
    const order = await paidOrder();
    const response = await refund(order.orderId);
    expect(response.status).toBe(200);
    const detail = orderDetailSchema.parse(await response.json());
    const stripeRefund = stripe.refunds.get(order.paymentIntent ?? '');
    expect(stripeRefund).toMatchObject({
      amount: 4700,
      payment_intent: order.paymentIntent,
      metadata: { order_id: order.orderId },
    });
    expect(stripe.refundRequests).toEqual([
      {
        idempotencyKey: `refund-${order.orderId}`,
        paymentIntent: order.paymentIntent,
        amount: 4700,
      },
    ]);
    expect(detail.order).toMatchObject({ status: 'refunded', refundId: stripeRefund?.id });
    expect(await refundMails()).toHaveLength(1);
    const download = await t.app.request(order.downloadPath, {
      method: 'POST',
      headers: { Origin: 'http://shop.test' },
    });
    expect(download.status).toBe(410);
  });

  it('asks Stripe nothing on a second click, and sends one mail when the webhook follows', async () => {
    const order = await paidOrder();
    await refund(order.orderId);
    const again = await refund(order.orderId);
    expect(again.status).toBe(200);
    expect(stripe.refundRequests).toHaveLength(1);
    const charge = stripe.refundedCharge(order.sessionId);
    const webhook = await sendWebhook(stripe.event('charge.refunded', charge));
    expect(await webhook.json()).toEqual({ received: true, outcome: 'handled' });
    expect(await refundMails()).toHaveLength(1);
    expect(await auditEntries(t, 'order_refunded')).toHaveLength(1);
  });

  it('gives one refund and one mail when two clicks reach Stripe at once', async () => {
    const order = await paidOrder();
    const answers = await Promise.all([refund(order.orderId), refund(order.orderId)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    // Either the second click saw the order refunded, or it asked with the same key.
    expect(new Set(stripe.refundRequests.map((request) => request.idempotencyKey))).toEqual(
      new Set([`refund-${order.orderId}`]),
    );
    expect(stripe.refunds.size).toBe(1);
    expect(await refundMails()).toHaveLength(1);
  });

  it("sends one mail when the charge.refunded webhook overtakes Stripe's answer, and keeps the refund id", async () => {
    const order = await paidOrder();
    let webhook: Response | undefined;
    stripe.beforeRefundAnswer = async () => {
      webhook = await sendWebhook(
        stripe.event('charge.refunded', stripe.refundedCharge(order.sessionId)),
      );
    };
    const answer = await refund(order.orderId);
    expect(answer.status).toBe(200);
    expect(await webhook?.json()).toEqual({ received: true, outcome: 'handled' });
    const detail = orderDetailSchema.parse(await answer.json());
    expect(detail.order).toMatchObject({
      status: 'refunded',
      refundId: stripe.refunds.get(order.paymentIntent ?? '')?.id,
    });
    expect(await refundMails()).toHaveLength(1);
    // The admin's refund is recorded even though the webhook changed the status.
    expect(await auditEntries(t, 'order_refunded')).toHaveLength(1);
  });

  it('sends one mail when the webhook marked it refunded first, and still records the refund', async () => {
    const order = await paidOrder();
    await sendWebhook(stripe.event('charge.refunded', stripe.refundedCharge(order.sessionId)));
    expect(await refundMails()).toMatchObject([{ payload: { orderId: order.orderId } }]);
    const response = await refund(order.orderId);
    expect(response.status).toBe(200);
    // Refunded already: nothing to ask Stripe.
    expect(stripe.refundRequests).toHaveLength(0);
    expect(await refundMails()).toHaveLength(1);
  });

  it('answers 502 and changes nothing when Stripe fails', async () => {
    const order = await paidOrder();
    // The SDK tries three times (two retries).
    stripe.failNext(500, 3);
    const response = await refund(order.orderId);
    expect(response.status).toBe(502);
    expect(apiErrorSchema.parse(await response.json()).error.code).toBe('refund_failed');
    const detail = orderDetailSchema.parse(
      await (await admin.get(adminApi.order(order.orderId))).json(),
    );
    expect(detail.order.status).toBe('completed');
    expect(detail.refund.allowed).toBe(true);
    expect(await refundMails()).toHaveLength(0);
    expect(await auditEntries(t, 'order_refunded')).toHaveLength(0);
    // Trying again works, under the same key.
    expect((await refund(order.orderId)).status).toBe(200);
    expect(new Set(stripe.refundRequests.map((request) => request.idempotencyKey)).size).toBe(1);
  });

  it('refuses to refund an order paid with the test provider', async () => {
    const order = await storedOrder(t.ctx.db, { provider: 'test', paymentIntentId: 'pi_test_1' });
    const response = await refund(order.id);
    expect(response.status).toBe(409);
    expect(apiErrorSchema.parse(await response.json()).error.message).toBe(
      'This order was paid with the test payment provider, which this server no longer uses.',
    );
    expect(stripe.refundRequests).toHaveLength(0);
  });
});
