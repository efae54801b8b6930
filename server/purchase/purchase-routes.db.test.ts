import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { downloadTokens, orders, outbox } from '#server/db/schema.ts';
import { apiErrorSchema } from '#shared/contracts/api-error.ts';
import {
  createPaymentResponseSchema,
  verifyPaymentResponseSchema,
} from '#shared/contracts/checkout.ts';
import { checkoutRequest } from '#tests/checkout-factory.ts';
import { rowCounts } from '#tests/row-counts.ts';
import { createTestApp, postForm, postJson, testSiteUrl, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';

describe.each(testDrivers)('the purchase API with the test provider on %s', (driver) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(driver);
  });
  afterEach(async () => {
    await t.dispose();
  });

  async function startCheckout(overrides = {}) {
    const response = await postJson(t.app, '/api/create-payment', checkoutRequest(overrides));
    expect(response.status).toBe(200);
    const { url } = createPaymentResponseSchema.parse(await response.json());
    const sessionId = url.split('/').at(-1) ?? '';
    return { url, sessionId };
  }

  const pay = (sessionId: string) => postForm(t.app, `/test-checkout/${sessionId}`);
  const verify = async (sessionId: string) =>
    verifyPaymentResponseSchema.parse(
      await (await postJson(t.app, '/api/verify-payment', { session_id: sessionId })).json(),
    );

  it('stores a pending order at the price the server decides and returns the test payment page', async () => {
    const form = checkoutRequest();
    const response = await postJson(t.app, '/api/create-payment', {
      ...form,
      amount: 1,
      amountCents: 1,
    });
    const { url } = createPaymentResponseSchema.parse(await response.json());
    expect(url).toMatch(new RegExp(`^${testSiteUrl}/test-checkout/cs_test_`));
    const [order] = await t.ctx.db.select().from(orders);
    expect(order).toMatchObject({
      status: 'pending',
      amountCents: 4700,
      currency: 'USD',
      customerEmail: form.email,
      customerName: form.name,
      address: form.address,
      city: form.city,
      state: form.state,
      zip: form.zip,
      provider: 'test',
    });
    const page = await t.app.request(new URL(url).pathname);
    const html = await page.text();
    expect(html).toContain('Test mode - no real charge');
    expect(html).toContain('Pay $47.00');
    expect(html).toContain('href="/checkout?canceled=1"');
  });

  it('completes the order once paid: one download link, one delivery mail, success on verify', async () => {
    const { sessionId } = await startCheckout({ email: 'buyer@example.com' });
    expect(await verify(sessionId)).toEqual({ success: false });

    const paid = await pay(sessionId);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/success?session_id=${sessionId}`);

    const result = await verify(sessionId);
    expect(result).toMatchObject({ success: true, customer_email: 'buyer@example.com' });
    expect(result.download_url).toMatch(new RegExp(`^${testSiteUrl}/download/[\\w-]{40,}$`));
    const [order] = await t.ctx.db.select().from(orders);
    expect(order?.status).toBe('completed');
    expect(order?.id).toBe(result.order_id);
    expect(await rowCounts(t.ctx.db)).toMatchObject({ orders: 1, outbox: 1, download_tokens: 1 });
    const [mail] = await t.ctx.db.select().from(outbox);
    expect(mail).toMatchObject({
      kind: 'order-delivery',
      recipient: 'buyer@example.com',
      status: 'pending',
    });
    expect(t.nudges()).toBeGreaterThan(0);
  });

  it('completes exactly once however often and however concurrently it is verified', async () => {
    const { sessionId } = await startCheckout();
    await pay(sessionId);
    const results = await Promise.all(Array.from({ length: 8 }, () => verify(sessionId)));
    expect(new Set(results.map((result) => result.download_url)).size).toBe(1);
    await pay(sessionId);
    expect(await rowCounts(t.ctx.db)).toMatchObject({ orders: 1, outbox: 1, download_tokens: 1 });
  });

  it('answers success:false for a session it does not know', async () => {
    expect(await verify('cs_test_unknown')).toEqual({ success: false });
    expect(await verify('cs_live_whatever')).toEqual({ success: false });
  });

  it('resends the delivery mail of a paid order, and refuses an unpaid one', async () => {
    const { sessionId } = await startCheckout();
    const early = await postJson(t.app, '/api/resend-delivery', { session_id: sessionId });
    expect(early.status).toBe(404);
    await pay(sessionId);
    const resent = await postJson(t.app, '/api/resend-delivery', { session_id: sessionId });
    expect(await resent.json()).toEqual({ ok: true });
    const mails = await t.ctx.db.select().from(outbox).where(eq(outbox.kind, 'order-delivery'));
    expect(mails).toHaveLength(2);
    expect(await t.ctx.db.select().from(downloadTokens)).toHaveLength(1);
  });

  it('resends one order’s guide at most 5 times a day, whatever address asks', async () => {
    const proxied = await createTestApp(driver, { TRUST_PROXY: 'true' });
    try {
      const created = await postJson(proxied.app, '/api/create-payment', checkoutRequest());
      const { url } = createPaymentResponseSchema.parse(await created.json());
      const sessionId = url.split('/').at(-1) ?? '';
      await postForm(proxied.app, `/test-checkout/${sessionId}`);
      // Each request from an address of its own, so the per-client limit never refuses.
      const resend = (index: number) =>
        postJson(
          proxied.app,
          '/api/resend-delivery',
          { session_id: sessionId },
          { 'X-Forwarded-For': `198.51.100.${index + 1}` },
        );
      const statuses: number[] = [];
      for (let index = 0; index < 15; index += 1) statuses.push((await resend(index)).status);
      expect(statuses).toEqual([...Array<number>(4).fill(200), ...Array<number>(11).fill(429)]);
      const refused = await resend(100);
      expect(apiErrorSchema.parse(await refused.json()).error).toMatchObject({
        code: 'delivery_mail_capped',
        message: expect.stringMatching(/already been sent 5 times in the last 24 hours/) as unknown,
      });
      const mails = await proxied.ctx.db
        .select()
        .from(outbox)
        .where(eq(outbox.kind, 'order-delivery'));
      expect(mails).toHaveLength(5);
    } finally {
      await proxied.dispose();
    }
  });

  it.each([
    ['email', { email: '' }],
    ['email', { email: 'not-an-email' }],
    ['name', { name: '   ' }],
    ['address', { address: '' }],
    ['city', { city: '' }],
    ['state', { state: 'XX' }],
    ['zip', { zip: '1234' }],
    ['zip', { zip: '12345-12' }],
    ['name', { name: 'x'.repeat(121) }],
  ])('rejects a bad %s with a 400 naming it, and writes nothing', async (field, change) => {
    const response = await postJson(t.app, '/api/create-payment', {
      ...checkoutRequest(),
      ...change,
    });
    expect(response.status).toBe(400);
    const body = apiErrorSchema.parse(await response.json());
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields ?? {})).toEqual([field]);
    expect(await rowCounts(t.ctx.db)).toMatchObject({ orders: 0, outbox: 0 });
  });

  it('names every missing field of an empty form', async () => {
    const response = await postJson(t.app, '/api/create-payment', {});
    const fields = apiErrorSchema.parse(await response.json()).error.fields ?? {};
    expect(Object.keys(fields).sort()).toEqual([
      'address',
      'city',
      'email',
      'name',
      'state',
      'zip',
    ]);
  });

  it('limits payment attempts per address with a clear 429', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await postJson(t.app, '/api/create-payment', checkoutRequest())).status).toBe(200);
    }
    const limited = await postJson(t.app, '/api/create-payment', checkoutRequest());
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(apiErrorSchema.parse(await limited.json()).error.message).toMatch(
      /Too many payment attempts/,
    );
    expect((await rowCounts(t.ctx.db)).orders).toBe(10);
  });
});
