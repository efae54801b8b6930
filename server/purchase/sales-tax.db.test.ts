import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config/env.ts';
import { orders } from '#server/db/schema.ts';
import { receiptTokenOf } from '#server/orders/orders.ts';
import {
  defaultSettings,
  fixedSettings,
  type SiteSettings,
} from '#server/site-settings/site-settings.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import type { TaxPriceMode } from '#shared/contracts/admin-settings.ts';
import {
  createPaymentResponseSchema,
  verifyPaymentResponseSchema,
} from '#shared/contracts/checkout.ts';
import { adminClient, mailsOfKind } from '#tests/admin-orders-helpers.ts';
import { checkoutRequest } from '#tests/checkout-factory.ts';
import { storedOrder } from '#tests/order-factory.ts';
import { uploadedGuide } from '#tests/guide-file-factory.ts';
import { readPdf } from '#tests/pdf-reader.ts';
import { startStripeStandIn, type StripeStandIn } from '#tests/stripe-stand-in.ts';
import { sendSignedWebhook, standInStripeEnv } from '#tests/stripe-webhook.ts';
import { createTestApp, postForm, postJson, testSiteUrl, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';

/** The shop's settings with the tax setting given: off, or Stripe Tax with prices so. */
function taxSettings(prices: TaxPriceMode | 'off'): ReturnType<typeof fixedSettings> {
  const base = defaultSettings(loadConfig({ SITE_URL: testSiteUrl, PAYMENTS: 'test' }));
  const tax: SiteSettings['tax'] =
    prices === 'off' ? { mode: 'off', prices: 'exclusive' } : { mode: 'stripe_tax', prices };
  return fixedSettings({ ...base, tax });
}

/** A page's text as a reader sees it: tags gone, spaces collapsed. */
const textOf = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe.each(testDrivers)('sales tax on %s', (driver) => {
  let t: TestApp;
  let stripe: StripeStandIn | undefined;
  afterEach(async () => {
    await t.dispose();
    await stripe?.close();
    stripe = undefined;
  });

  async function withStripe(prices: TaxPriceMode | 'off') {
    stripe = await startStripeStandIn();
    t = await createTestApp(driver, standInStripeEnv(stripe), { settings: taxSettings(prices) });
    await uploadedGuide(t.ctx.db);
    return stripe;
  }

  async function checkout(body: unknown = checkoutRequest()) {
    const response = await postJson(t.app, '/api/create-payment', body);
    expect(response.status).toBe(200);
    return createPaymentResponseSchema.parse(await response.json()).url;
  }

  const verify = async (sessionId: string) =>
    verifyPaymentResponseSchema.parse(
      await (await postJson(t.app, '/api/verify-payment', { session_id: sessionId })).json(),
    );

  async function onlyOrder() {
    const [order] = await t.ctx.db.select().from(orders);
    if (!order) throw new Error('no order was stored');
    return order;
  }

  async function receiptPath(orderId: string) {
    const token = await receiptTokenOf(t.ctx.db, orderId);
    if (!token) throw new Error('no receipt token was made');
    return `/receipt/${token}`;
  }

  async function receiptText(orderId: string) {
    return textOf(await (await t.app.request(await receiptPath(orderId))).text());
  }

  it('asks Stripe Tax for tax-exclusive prices, stores the tax beside the net, and shows both', async () => {
    const standIn = await withStripe('exclusive');
    await checkout();
    const session = [...standIn.sessions.values()][0];
    if (!session) throw new Error('no session was opened');
    expect(session.automatic_tax.enabled).toBe(true);
    expect(standIn.lines.get(session.id)).toMatchObject({
      unitAmount: 4700,
      taxBehavior: 'exclusive',
      taxCode: 'txcd_10302000',
    });
    // 7.25% of $47.00 is added on Stripe's page: $3.41, $50.41 in all.
    const paid = standIn.pay(session.id);
    expect(
      await sendSignedWebhook(t.app, standIn.event('checkout.session.completed', paid)),
    ).toHaveProperty('status', 200);
    expect(await onlyOrder()).toMatchObject({
      status: 'completed',
      amountCents: 4700,
      taxCents: 341,
      taxPrices: 'exclusive',
    });
    expect(await verify(session.id)).toMatchObject({
      success: true,
      amount_paid: 50.41,
      tax_paid: 3.41,
    });
    const receipt = await receiptText((await onlyOrder()).id);
    expect(receipt).toContain('Tax $3.41');
    expect(receipt).toContain('Total paid $50.41 USD');
  });

  it('states the tax on the receipt PDF too', async () => {
    t = await createTestApp(driver);
    const order = await storedOrder(t.ctx.db, {
      amountCents: 4700,
      taxCents: 341,
      taxPrices: 'exclusive',
    });
    const pdf = await t.app.request(`${await receiptPath(order.id)}/pdf`);
    const text = (await readPdf(new Uint8Array(await pdf.arrayBuffer()))).pages[0]?.text ?? '';
    expect(text).toMatch(/Tax\s+\$3\.41/);
    expect(text).toMatch(/Total paid\s+\$50\.41 USD/);
  });

  it('takes the tax out of a tax-inclusive price: the order keeps the net, the buyer paid the price', async () => {
    const standIn = await withStripe('inclusive');
    await checkout();
    const session = [...standIn.sessions.values()][0];
    if (!session) throw new Error('no session was opened');
    expect(standIn.lines.get(session.id)).toMatchObject({ taxBehavior: 'inclusive' });
    standIn.pay(session.id);
    // No webhook yet: the buyer's return completes the order (verify-payment).
    expect(await verify(session.id)).toMatchObject({
      success: true,
      amount_paid: 47,
      tax_paid: 3.18,
    });
    expect(await onlyOrder()).toMatchObject({
      amountCents: 4382,
      taxCents: 318,
      taxPrices: 'inclusive',
    });
    const receipt = await receiptText((await onlyOrder()).id);
    expect(receipt).toContain('Tax (included in the price) $3.18');
    expect(receipt).toContain('Total paid $47.00 USD');
  });

  it('refunds the whole charge, the tax with it, and the mail says so', async () => {
    const standIn = await withStripe('exclusive');
    await checkout();
    const session = [...standIn.sessions.values()][0];
    if (!session) throw new Error('no session was opened');
    standIn.pay(session.id);
    await verify(session.id);
    const order = await onlyOrder();
    const admin = await adminClient(t);
    expect((await admin.post(adminApi.refund(order.id))).status).toBe(200);
    expect(standIn.refundRequests).toMatchObject([{ amount: 5041 }]);
    expect([...standIn.refunds.values()]).toMatchObject([{ amount: 5041 }]);
    const [mail] = await mailsOfKind(t, 'order-refund');
    expect(mail).toBeDefined();
    const [refunded] = await t.ctx.db.select().from(orders).where(eq(orders.id, order.id));
    // Revenue stays the net: the tax is beside it, never in it.
    expect(refunded).toMatchObject({ status: 'refunded', amountCents: 4700, taxCents: 341 });
    expect(await receiptText(order.id)).toContain('$50.41 returned');
  });

  it('asks nothing of Stripe Tax while tax is off', async () => {
    const standIn = await withStripe('off');
    await checkout();
    const session = [...standIn.sessions.values()][0];
    if (!session) throw new Error('no session was opened');
    expect(session.automatic_tax.enabled).toBe(false);
    expect(standIn.lines.get(session.id)).toMatchObject({ taxBehavior: null, taxCode: null });
    standIn.pay(session.id);
    const verified = await verify(session.id);
    expect(verified).toMatchObject({ success: true, amount_paid: 47 });
    expect(verified).not.toHaveProperty('tax_paid');
    expect(await onlyOrder()).toMatchObject({ amountCents: 4700, taxCents: 0, taxPrices: null });
  });

  it('lets no browser choose the tax or the amount', async () => {
    const standIn = await withStripe('exclusive');
    await checkout({
      ...checkoutRequest(),
      amountCents: 1,
      amount: 0.01,
      taxCents: 0,
      taxPrices: 'inclusive',
      taxMode: 'off',
      automatic_tax: { enabled: false },
    });
    const session = [...standIn.sessions.values()][0];
    if (!session) throw new Error('no session was opened');
    expect(session.automatic_tax.enabled).toBe(true);
    expect(standIn.lines.get(session.id)).toMatchObject({
      unitAmount: 4700,
      taxBehavior: 'exclusive',
    });
    expect(await onlyOrder()).toMatchObject({
      amountCents: 4700,
      taxCents: 0,
      taxPrices: 'exclusive',
    });
  });

  it('has the test provider simulate the tax rate of TEST_TAX_RATE_PERCENT on its page', async () => {
    t = await createTestApp(
      driver,
      { TEST_TAX_RATE_PERCENT: '8.25' },
      {
        settings: taxSettings('exclusive'),
      },
    );
    const url = await checkout();
    const paymentPage = textOf(await (await t.app.request(new URL(url).pathname)).text());
    expect(paymentPage).toContain('Price before tax $47.00');
    expect(paymentPage).toContain('Sales tax $3.88');
    expect(paymentPage).toContain('Total paid $50.88');
    expect(paymentPage).toContain('sales tax is simulated at 8.25%');
    const sessionId = new URL(url).pathname.split('/').at(-1) ?? '';
    await postForm(t.app, new URL(url).pathname);
    expect(await verify(sessionId)).toMatchObject({ amount_paid: 50.88, tax_paid: 3.88 });
    expect(await onlyOrder()).toMatchObject({ amountCents: 4700, taxCents: 388 });
  });
});
