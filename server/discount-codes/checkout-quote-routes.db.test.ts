import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { discountCodeCopy } from '#content/discount-codes.ts';
import { apiErrorSchema } from '#shared/contracts/api-error.ts';
import { checkoutQuoteSchema } from '#shared/contracts/discount-codes.ts';
import { storedDiscountCode } from '#tests/discount-code-factory.ts';
import { storedOrder } from '#tests/order-factory.ts';
import { rowCounts } from '#tests/row-counts.ts';
import { createTestApp, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';
import { openCheckoutHoldMs } from './discount-quote.ts';

/** The address the checkout page calls (app/lib/api-paths.ts), as a browser asks for it. */
const quotePath = '/api/checkout/quote';

describe.each(testDrivers)('GET /api/checkout/quote on %s', (driver) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(driver);
  });
  afterEach(async () => {
    await t.dispose();
  });

  const quote = (query: string, headers: Record<string, string> = {}) =>
    t.app.request(`${quotePath}?${query}`, { headers });

  async function expectRefused(query: string, code: string, message: string) {
    const response = await quote(query);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(apiErrorSchema.parse(await response.json()).error).toMatchObject({
      code,
      fields: { code: message },
    });
  }

  it('quotes the price with the code, computed on the server, never kept by a cache', async () => {
    await storedDiscountCode(t.ctx.db, { code: 'FALL15', kind: 'percent', amount: 15 });
    const response = await quote('code=fall15');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(checkoutQuoteSchema.parse(await response.json())).toEqual({
      code: 'FALL15',
      listPrice: 47,
      discount: 7.05,
      total: 39.95,
      currency: 'USD',
    });
  });

  it('quotes a fixed amount larger than the price down to the $0.50 floor', async () => {
    await storedDiscountCode(t.ctx.db, { code: 'HUGE', kind: 'fixed', amount: 10_000 });
    expect(checkoutQuoteSchema.parse(await (await quote('code=HUGE')).json())).toMatchObject({
      discount: 46.5,
      total: 0.5,
    });
  });

  it('refuses each kind of unusable code with its message on the field, and stores nothing', async () => {
    const now = t.ctx.clock().getTime();
    await storedDiscountCode(t.ctx.db, { code: 'PAUSED', active: false });
    await storedDiscountCode(t.ctx.db, { code: 'SOON', startsAt: new Date(now + 60_000) });
    await storedDiscountCode(t.ctx.db, { code: 'GONE', endsAt: new Date(now - 1) });
    const once = await storedDiscountCode(t.ctx.db, { code: 'ONCE', maxUses: 1 });
    await storedOrder(t.ctx.db, { discountCodeId: once.id, discountCode: once.code });
    const before = await rowCounts(t.ctx.db);
    const { refusals } = discountCodeCopy;
    await expectRefused('code=NOSUCH', 'discount_unknown', refusals.unknown);
    await expectRefused('code=PAUSED', 'discount_inactive', refusals.inactive);
    await expectRefused('code=SOON', 'discount_not_started', refusals.not_started);
    await expectRefused('code=GONE', 'discount_expired', refusals.expired);
    await expectRefused('code=ONCE', 'discount_used_up', refusals.used_up);
    expect(await rowCounts(t.ctx.db)).toEqual(before);
  });

  it('counts an open checkout as a use until its hold is over', async () => {
    const code = await storedDiscountCode(t.ctx.db, { code: 'LAST', maxUses: 1 });
    await storedOrder(t.ctx.db, {
      discountCodeId: code.id,
      discountCode: code.code,
      status: 'pending',
      completedAt: null,
    });
    await expectRefused('code=LAST', 'discount_used_up', discountCodeCopy.refusals.used_up);
    t.advanceClock(openCheckoutHoldMs);
    expect((await quote('code=LAST')).status).toBe(200);
  });

  it.each([
    ['no code', ''],
    ['an empty code', 'code='],
    ['a code too long', `code=${'A'.repeat(5000)}`],
    ['odd characters', `code=${encodeURIComponent("x' OR 1=1 --")}`],
  ])('answers %s with a 400 on the field', async (_, query) => {
    await expectRefused(query, 'validation_failed', discountCodeCopy.refusals.unknown);
  });

  it('gives another origin nothing its page could read', async () => {
    await storedDiscountCode(t.ctx.db, { code: 'FALL15' });
    const response = await quote('code=FALL15', { Origin: 'https://elsewhere.example' });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers only GET', async () => {
    const response = await t.app.request(`${quotePath}?code=FALL15`, {
      method: 'POST',
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it('limits the codes one client may try, so codes cannot be found by guessing', async () => {
    const answers: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1)
      answers.push((await quote(`code=GUESS${attempt}`)).status);
    expect(answers.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(answers[30]).toBe(429);
  });
});
