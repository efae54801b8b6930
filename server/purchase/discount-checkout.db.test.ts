import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { discountCodeCopy } from '#content/discount-codes.ts';
import { openCheckoutHoldMs } from '#server/discount-codes/discount-quote.ts';
import { orders } from '#server/db/schema.ts';
import { apiErrorSchema } from '#shared/contracts/api-error.ts';
import {
  createPaymentResponseSchema,
  verifyPaymentResponseSchema,
} from '#shared/contracts/checkout.ts';
import type { DiscountRefusalReason } from '#shared/contracts/discount-codes.ts';
import { checkoutRequest } from '#tests/checkout-factory.ts';
import { storedDiscountCode } from '#tests/discount-code-factory.ts';
import { storedOrder } from '#tests/order-factory.ts';
import { rowCounts } from '#tests/row-counts.ts';
import { createTestApp, postForm, postJson, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';
import { checkoutFormAction } from './checkout-form-action.ts';
import { expireSession } from './order-service.ts';

const hour = 60 * 60 * 1000;
// Buyers behind our one proxy (TRUST_PROXY), each at its own address.
const buyer = '198.51.100.1';
const secondBuyer = '198.51.100.2';
const thirdBuyer = '198.51.100.3';

describe.each(testDrivers)('discount codes at checkout with the test provider on %s', (driver) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(driver, { TRUST_PROXY: 'true' });
  });
  afterEach(async () => {
    await t.dispose();
  });

  const createPayment = (code: unknown, client = buyer) =>
    postJson(
      t.app,
      '/api/create-payment',
      { ...checkoutRequest(), code },
      { 'X-Forwarded-For': client },
    );

  async function checkoutWith(code: string, client = buyer) {
    const response = await createPayment(code, client);
    expect(response.status).toBe(200);
    const { url } = createPaymentResponseSchema.parse(await response.json());
    return { path: new URL(url).pathname, sessionId: url.split('/').at(-1) ?? '' };
  }

  async function expectRefused(code: string, reason: DiscountRefusalReason, client = buyer) {
    const before = await rowCounts(t.ctx.db);
    const response = await createPayment(code, client);
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).error).toMatchObject({
      code: `discount_${reason}`,
      fields: { code: discountCodeCopy.refusals[reason] },
    });
    expect(await rowCounts(t.ctx.db)).toEqual(before);
  }

  const storedOrders = () => t.ctx.db.select().from(orders);

  it.each([
    ['15 % of $47.00 is $7.05', { kind: 'percent', amount: 15 }, 705],
    ['33 % of $47.00 is $15.51', { kind: 'percent', amount: 33 }, 1551],
    ['$10.00 off', { kind: 'fixed', amount: 1000 }, 1000],
    ['$60.00 off a $47.00 guide still charges $0.50', { kind: 'fixed', amount: 6000 }, 4650],
    ['100 % off still charges $0.50', { kind: 'percent', amount: 100 }, 4650],
  ] as const)('prices the order on the server: %s', async (_, terms, offCents) => {
    const code = await storedDiscountCode(t.ctx.db, { code: 'SAVE', ...terms });
    // Typed in any case, with spaces around; a price from the browser is ignored.
    const response = await postJson(t.app, '/api/create-payment', {
      ...checkoutRequest(),
      code: ' save ',
      amount: 1,
      amountCents: 1,
    });
    expect(response.status).toBe(200);
    const [order] = await storedOrders();
    expect(order).toMatchObject({
      listPriceCents: 4700,
      discountCodeId: code.id,
      discountCode: 'SAVE',
      discountCents: offCents,
      amountCents: 4700 - offCents,
    });
    const { url } = createPaymentResponseSchema.parse(await response.json());
    const page = await (await t.app.request(new URL(url).pathname)).text();
    expect(page).toContain(`Pay $${((4700 - offCents) / 100).toFixed(2)}`);
  });

  it('stores the list price and no discount on an order without a code', async () => {
    await checkoutWith('');
    expect((await storedOrders())[0]).toMatchObject({
      listPriceCents: 4700,
      discountCodeId: null,
      discountCode: null,
      discountCents: 0,
      amountCents: 4700,
    });
  });

  it('refuses unknown, inactive, not yet started and expired codes on the field, storing nothing', async () => {
    await storedDiscountCode(t.ctx.db, { code: 'PAUSED', active: false });
    await storedDiscountCode(t.ctx.db, {
      code: 'SOON',
      startsAt: new Date(Date.now() + hour),
    });
    await storedDiscountCode(t.ctx.db, {
      code: 'GONE',
      startsAt: new Date(Date.now() - 2 * hour),
      endsAt: new Date(Date.now() - 1000),
    });
    await expectRefused('NOSUCHCODE', 'unknown');
    await expectRefused('PAUSED', 'inactive');
    await expectRefused('SOON', 'not_started');
    await expectRefused('GONE', 'expired');
  });

  it('takes a dated code from its start until its end, by the server clock', async () => {
    await storedDiscountCode(t.ctx.db, {
      code: 'WEEKEND',
      startsAt: new Date(Date.now() + hour),
      endsAt: new Date(Date.now() + 3 * hour),
    });
    await expectRefused('WEEKEND', 'not_started');
    t.advanceClock(hour + 1000);
    await checkoutWith('WEEKEND');
    t.advanceClock(2 * hour);
    await expectRefused('WEEKEND', 'expired');
  });

  it('refuses a code whose every use is taken: paid, refunded, or a checkout still open', async () => {
    const paid = await storedDiscountCode(t.ctx.db, { code: 'PAIDONCE', maxUses: 1 });
    await storedOrder(t.ctx.db, { discountCodeId: paid.id, discountCode: paid.code });
    await expectRefused('PAIDONCE', 'used_up');

    const refunded = await storedDiscountCode(t.ctx.db, { code: 'REFUNDED', maxUses: 1 });
    await storedOrder(t.ctx.db, {
      discountCodeId: refunded.id,
      discountCode: refunded.code,
      status: 'refunded',
      refundedAt: new Date(),
    });
    await expectRefused('REFUNDED', 'used_up');

    await storedDiscountCode(t.ctx.db, { code: 'TWICE', maxUses: 2 });
    await checkoutWith('TWICE', buyer);
    await checkoutWith('TWICE', secondBuyer);
    await expectRefused('TWICE', 'used_up', thirdBuyer);
  });

  const pay = (path: string) => postForm(t.app, path);
  const verify = async (sessionId: string) =>
    verifyPaymentResponseSchema.parse(
      await (await postJson(t.app, '/api/verify-payment', { session_id: sessionId })).json(),
    );

  it('lets one client hold one use of a limited code, however many checkouts it opens', async () => {
    await storedDiscountCode(t.ctx.db, { code: 'PAIR', maxUses: 2 });
    const pages = [];
    for (let opened = 0; opened < 5; opened += 1) pages.push(await checkoutWith('PAIR', buyer));
    expect((await storedOrders()).map((order) => order.status).sort()).toEqual([
      'expired',
      'expired',
      'expired',
      'expired',
      'pending',
    ]);
    // The second use is still there for someone else, and then the code is used up.
    await checkoutWith('PAIR', secondBuyer);
    await expectRefused('PAIR', 'used_up', thirdBuyer);
    // A page given up takes no payment: it shows as expired.
    const given = await t.app.request(pages[0]?.path ?? '');
    expect(given.status).toBe(410);
  });

  it('gives no second paid use for a page given up for a newer checkout', async () => {
    await storedDiscountCode(t.ctx.db, { code: 'ONCE', maxUses: 1 });
    const first = await checkoutWith('ONCE', buyer);
    const second = await checkoutWith('ONCE', buyer);
    // Paying the first page late is refused, and the result page says it is not paid.
    expect((await pay(first.path)).headers.get('location')).toBe(first.path);
    expect(await verify(first.sessionId)).toEqual({ success: false });
    await pay(second.path);
    expect(await verify(second.sessionId)).toMatchObject({ success: true });
    expect((await storedOrders()).map((order) => order.status).sort()).toEqual([
      'completed',
      'expired',
    ]);
    await expectRefused('ONCE', 'used_up', secondBuyer);
  });

  it('ends a hold when its checkout is closed, so another buyer gets the use', async () => {
    await storedDiscountCode(t.ctx.db, { code: 'SINGLE', maxUses: 1 });
    const open = await checkoutWith('SINGLE', buyer);
    await expectRefused('SINGLE', 'used_up', secondBuyer);
    // What the provider's expiry event does (webhook-service): the order expires.
    await expireSession(t.ctx.db, {
      id: open.sessionId,
      status: 'expired',
      paid: false,
      orderId: (await storedOrders())[0]?.id,
      amountCents: null,
      taxCents: 0,
      currency: null,
      paymentIntentId: null,
      paymentMethodKind: null,
    });
    await checkoutWith('SINGLE', secondBuyer);
  });

  it('gives the use of a checkout left unpaid back once the hold is over, and its page no longer takes payment', async () => {
    await storedDiscountCode(t.ctx.db, { code: 'LASTONE', maxUses: 1 });
    const abandoned = await checkoutWith('LASTONE');
    await expectRefused('LASTONE', 'used_up', secondBuyer);

    t.advanceClock(openCheckoutHoldMs);
    const expiredPage = await t.app.request(abandoned.path);
    expect(expiredPage.status).toBe(410);
    expect(await expiredPage.text()).toContain('This payment page has expired');
    const late = await postForm(t.app, abandoned.path);
    expect(late.headers.get('location')).toBe(abandoned.path);
    const verified = await postJson(t.app, '/api/verify-payment', {
      session_id: abandoned.sessionId,
    });
    expect(verifyPaymentResponseSchema.parse(await verified.json())).toEqual({ success: false });

    await checkoutWith('LASTONE', secondBuyer);
    expect((await storedOrders()).map((order) => order.status)).toEqual(['pending', 'pending']);
  });

  it('gives the last use to one of two buyers claiming it at once', async () => {
    await storedDiscountCode(t.ctx.db, { code: 'ONLYONE', maxUses: 1 });
    const answers = await Promise.all([
      createPayment('ONLYONE', buyer),
      createPayment('ONLYONE', secondBuyer),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const refused = answers.find((answer) => answer.status === 400);
    expect(apiErrorSchema.parse(await refused?.json()).error).toMatchObject({
      code: 'discount_used_up',
      fields: { code: discountCodeCopy.refusals.used_up },
    });
    expect(await storedOrders()).toHaveLength(1);
  });

  it('refuses a second checkout one client starts at the same moment, while the first holds a use', async () => {
    await storedDiscountCode(t.ctx.db, { code: 'PLENTY', maxUses: 5 });
    const answers = await Promise.all([createPayment('PLENTY'), createPayment('PLENTY')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const refused = answers.find((answer) => answer.status === 400);
    expect(apiErrorSchema.parse(await refused?.json()).error).toMatchObject({
      code: 'discount_held',
      fields: { code: discountCodeCopy.refusals.held },
    });
  });

  it('gives one paid order from 50 racing checkouts of ten clients on a 1-use code', async () => {
    await storedDiscountCode(t.ctx.db, { code: 'RACE', maxUses: 1 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, async (_, index) =>
        createPayment('RACE', `198.51.100.${index % 10}`),
      ),
    );
    const urls = [];
    for (const answer of answers)
      if (answer.status === 200)
        urls.push(createPaymentResponseSchema.parse(await answer.json()).url);
    for (const url of urls) await pay(new URL(url).pathname);
    const paid = (await storedOrders()).filter((order) => order.status === 'completed');
    expect(paid).toHaveLength(1);
  });

  it('keeps the code on the way back from the payment page and stores the payment method once paid', async () => {
    await storedDiscountCode(t.ctx.db, { code: 'FALL15' });
    const { path, sessionId } = await checkoutWith('FALL15');
    const page = await (await t.app.request(path)).text();
    expect(page).toContain('href="/checkout?canceled=1&amp;code=FALL15"');
    expect(page).toContain('Code FALL15: $7.05 off (price $47.00)');

    await postForm(t.app, path);
    const verified = await postJson(t.app, '/api/verify-payment', { session_id: sessionId });
    expect(verifyPaymentResponseSchema.parse(await verified.json())).toMatchObject({
      success: true,
      amount_paid: 39.95,
    });
    expect((await storedOrders())[0]).toMatchObject({
      status: 'completed',
      amountCents: 3995,
      paymentMethodKind: 'test',
    });
  });

  it.each([
    ['a number', 20],
    ['an object', { code: 'FALL15' }],
    ['too long', 'A'.repeat(33)],
    ['odd characters', 'FALL15; DROP TABLE orders'],
    ['a single character', 'F'],
  ])('refuses a code that is %s with a 400 on the field, storing nothing', async (_, code) => {
    await storedDiscountCode(t.ctx.db, { code: 'FALL15' });
    const response = await createPayment(code);
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).error).toMatchObject({
      code: 'validation_failed',
      fields: { code: discountCodeCopy.refusals.unknown },
    });
    expect((await rowCounts(t.ctx.db)).orders).toBe(0);
  });

  it('returns a refused code as the field error of the checkout form posted without JavaScript', async () => {
    await storedDiscountCode(t.ctx.db, { code: 'PAUSED', active: false });
    const startCheckout = checkoutFormAction(t.ctx);
    expect(await startCheckout(checkoutRequest({ code: 'PAUSED' }), '203.0.113.9')).toEqual({
      ok: false,
      status: 400,
      message: discountCodeCopy.refusals.inactive,
      fields: { code: discountCodeCopy.refusals.inactive },
    });
    await storedDiscountCode(t.ctx.db, { code: 'FALL15' });
    expect(await startCheckout(checkoutRequest({ code: 'FALL15' }), '203.0.113.9')).toMatchObject({
      ok: true,
    });
    expect((await storedOrders())[0]).toMatchObject({ discountCode: 'FALL15', amountCents: 3995 });
  });
});
