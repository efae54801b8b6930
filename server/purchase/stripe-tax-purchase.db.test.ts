import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config/env.ts';
import { receiptTokenOf } from '#server/orders/orders.ts';
import { defaultSettings, fixedSettings } from '#server/site-settings/site-settings.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { customerDetailSchema } from '#shared/contracts/admin-customers.ts';
import {
  createPaymentResponseSchema,
  verifyPaymentResponseSchema,
} from '#shared/contracts/checkout.ts';
import { adminClient } from '#tests/admin-orders-helpers.ts';
import { checkoutRequest } from '#tests/checkout-factory.ts';
import { uploadedGuide } from '#tests/guide-file-factory.ts';
import { revenueOnEveryScreen } from '#tests/revenue-screens.ts';
import { startStripeStandIn, type StripeStandIn } from '#tests/stripe-stand-in.ts';
import { sendSignedWebhook, standInStripeEnv } from '#tests/stripe-webhook.ts';
import { createTestApp, postJson, testSiteUrl, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';

/** The shop with Stripe Tax on, prices before tax. */
function stripeTaxSettings() {
  const base = defaultSettings(loadConfig({ SITE_URL: testSiteUrl, PAYMENTS: 'test' }));
  return fixedSettings({ ...base, tax: { mode: 'stripe_tax', prices: 'exclusive' } });
}

/** A CSV's rows as objects by header (amounts stay text, as written). */
function csvRows(csv: string): Record<string, string>[] {
  const [header = '', ...rows] = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n');
  const names = header.split(',');
  return rows.map((row) => {
    const cells = row.split(',');
    return Object.fromEntries(names.map((name, index) => [name, cells[index] ?? '']));
  });
}

const textOf = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

/**
 * One purchase with Stripe Tax through the Stripe stand-in, followed from the buyer's result
 * page to every back-office screen and through a refund: the tax is shown wherever the order
 * is, and never counted as revenue.
 */
describe.each(testDrivers)('a Stripe Tax purchase on %s', (driver) => {
  let t: TestApp;
  let stripe: StripeStandIn;
  afterEach(async () => {
    await t.dispose();
    await stripe.close();
  });

  it('shows its tax to the buyer and the seller, keeps revenue net everywhere, and refunds the tax', async () => {
    stripe = await startStripeStandIn();
    t = await createTestApp(driver, standInStripeEnv(stripe), { settings: stripeTaxSettings() });
    await uploadedGuide(t.ctx.db);
    const buyer = checkoutRequest();
    const created = await postJson(t.app, '/api/create-payment', buyer);
    expect(created.status).toBe(200);
    createPaymentResponseSchema.parse(await created.json());
    const [session] = [...stripe.sessions.values()];
    if (!session) throw new Error('no session was opened');
    // The stand-in charges 7.25% on top of $47.00: $3.41, $50.41 in all.
    const paid = stripe.pay(session.id);
    const webhook = await sendSignedWebhook(
      t.app,
      stripe.event('checkout.session.completed', paid),
    );
    expect(webhook.status).toBe(200);

    // The payment result page's answer.
    const verified = verifyPaymentResponseSchema.parse(
      await (await postJson(t.app, '/api/verify-payment', { session_id: session.id })).json(),
    );
    expect(verified).toMatchObject({ success: true, amount_paid: 50.41, tax_paid: 3.41 });
    const orderId = verified.order_id;
    if (orderId === undefined) throw new Error('the result names no order');

    // The receipt page.
    const token = await receiptTokenOf(t.ctx.db, orderId);
    const receipt = textOf(await (await t.app.request(`/receipt/${token ?? ''}`)).text());
    expect(receipt).toContain('Tax $3.41');
    expect(receipt).toContain('Total paid $50.41 USD');

    // The orders CSV and the customer's page.
    const admin = await adminClient(t);
    const [row] = csvRows(await (await admin.get(adminApi.ordersCsv)).text());
    expect(row).toMatchObject({ Net: '47.00', 'Sales tax': '3.41', 'Prices include tax': 'no' });
    const customer = customerDetailSchema.parse(
      await (await admin.get(adminApi.customer(buyer.email))).json(),
    );
    expect(customer.tax).toBe(3.41);
    expect(customer.orders.map((order) => [order.amount, order.tax])).toEqual([[47, 3.41]]);

    // Overview, Orders and Analytics: the same net revenue, the tax beside it.
    const everywhere = (value: number) => ({
      orders: value,
      search: value,
      today: value,
      week: value,
      csv: value,
    });
    const before = await revenueOnEveryScreen(t, admin);
    expect(before.net).toEqual({
      ...everywhere(4700),
      analytics: 4700,
      analyticsDaily: 4700,
      csvPaidLessRefunded: 4700,
    });
    expect(before.tax).toEqual(everywhere(341));

    // A refund gives the buyer the whole charge back, tax included.
    expect((await admin.post(adminApi.refund(orderId))).status).toBe(200);
    expect([...stripe.refunds.values()]).toMatchObject([{ amount: 5041 }]);
    const after = await revenueOnEveryScreen(t, admin);
    expect(after.net).toEqual({
      ...everywhere(0),
      analytics: 0,
      analyticsDaily: 0,
      csvPaidLessRefunded: 0,
    });
    expect(after.tax).toEqual(everywhere(0));
  });
});
