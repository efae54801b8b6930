import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { verifyPaymentResponseSchema } from '#shared/contracts/checkout.ts';
import { adminClient } from '#tests/admin-orders-helpers.ts';
import { checkoutRequest } from '#tests/checkout-factory.ts';
import { uploadedGuide } from '#tests/guide-file-factory.ts';
import { sendSignedWebhook, standInStripeEnv } from '#tests/stripe-webhook.ts';
import { startStripeStandIn, type StripeStandIn } from '#tests/stripe-stand-in.ts';
import { createTestApp, postJson, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';
import { reviews } from '#server/db/schema.ts';

describe.each(testDrivers)('a refunded buyer’s review on %s', (driver) => {
  let stripe: StripeStandIn;
  let t: TestApp;
  beforeEach(async () => {
    stripe = await startStripeStandIn();
    t = await createTestApp(driver, standInStripeEnv(stripe));
    await uploadedGuide(t.ctx.db);
  });
  afterEach(async () => {
    await t.dispose();
    await stripe.close();
  });

  const sendWebhook = (payload: string) => sendSignedWebhook(t.app, payload);

  /** A paid order whose buyer wrote an approved review, shown on the site. */
  async function reviewedOrder() {
    await postJson(t.app, '/api/create-payment', checkoutRequest());
    const session = [...stripe.sessions.values()].at(-1);
    if (!session) throw new Error('no session was opened');
    await sendWebhook(stripe.event('checkout.session.completed', stripe.pay(session.id)));
    const verified = verifyPaymentResponseSchema.parse(
      await (await postJson(t.app, '/api/verify-payment', { session_id: session.id })).json(),
    );
    const orderId = verified.order_id ?? '';
    await t.ctx.db.insert(reviews).values({
      orderId,
      rating: 5,
      body: 'It told me what to bring.',
      displayName: 'Sam B.',
      consentedAt: new Date(),
      status: 'approved',
    });
    await t.ctx.socialProof.reload();
    expect(t.ctx.socialProof.current().quotes.map((quote) => quote.kind)).toEqual(['verified']);
    return { orderId, sessionId: session.id };
  }

  it('leaves the quotes, the count and the rating as soon as an admin refunds the order', async () => {
    const { orderId } = await reviewedOrder();
    const admin = await adminClient(t);
    expect((await admin.post(adminApi.refund(orderId))).status).toBe(200);
    expect(t.ctx.socialProof.current()).toMatchObject({ quotes: [], rating: null });
  });

  it('leaves them as soon as the provider reports the refund', async () => {
    const { sessionId } = await reviewedOrder();
    const webhook = await sendWebhook(
      stripe.event('charge.refunded', stripe.refundedCharge(sessionId)),
    );
    expect(await webhook.json()).toEqual({ received: true, outcome: 'handled' });
    expect(t.ctx.socialProof.current()).toMatchObject({ quotes: [], rating: null });
  });
});
