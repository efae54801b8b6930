import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { discountCodeCopy } from '#content/discount-codes.ts';
import { storedDiscountCode } from '#tests/discount-code-factory.ts';
import { createTestApp, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';
import { checkoutDiscountLookup } from './checkout-discount.ts';

describe.each(testDrivers)("the checkout loader's discount lookup on %s", (driver) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(driver);
  });
  afterEach(async () => {
    await t.dispose();
  });

  it("quotes the code and fills the seller's texts with the price paid, so the pay button stays true", async () => {
    await storedDiscountCode(t.ctx.db, { code: 'FALL15', kind: 'percent', amount: 15 });
    const result = await checkoutDiscountLookup(t.ctx)('FALL15', '203.0.113.9');
    if (!result.ok) throw new Error(result.message);
    expect(result.quote).toMatchObject({ code: 'FALL15', discount: 7.05, total: 39.95 });
    expect(result.pageTexts.payButtonLabel).toBe('Get Instant Access - Pay $39.95');
  });

  it("answers a refused code with the field's message", async () => {
    await storedDiscountCode(t.ctx.db, { code: 'OFF', active: false });
    expect(await checkoutDiscountLookup(t.ctx)('OFF', '203.0.113.9')).toMatchObject({
      ok: false,
      status: 400,
      message: discountCodeCopy.refusals.inactive,
    });
    expect(await checkoutDiscountLookup(t.ctx)('NONE', '203.0.113.9')).toMatchObject({
      ok: false,
      message: discountCodeCopy.refusals.unknown,
    });
  });
});
