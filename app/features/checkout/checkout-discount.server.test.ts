import { describe, expect, it, vi } from 'vitest';
import { discountCodeCopy } from '#content/discount-codes.ts';
import type { FormActions } from '#shared/contracts/form-actions.ts';
import { testSite } from '#tests/render-page.tsx';
import { checkoutDiscount } from './checkout-discount.server.ts';

const pageTexts = { ...testSite.pageTexts, payButtonLabel: 'Pay $37.60' };

function forms() {
  const quoteDiscount = vi.fn<FormActions['quoteDiscount']>((code) =>
    Promise.resolve(
      code === 'FALL20'
        ? {
            ok: true as const,
            quote: { code, listPrice: 47, discount: 9.4, total: 37.6, currency: 'USD' },
            pageTexts,
          }
        : { ok: false as const, status: 400, message: discountCodeCopy.refusals.used_up },
    ),
  );
  return { quoteDiscount };
}

const request = (path: string, cookie?: string) =>
  new Request(`http://shop.test${path}`, cookie ? { headers: { Cookie: cookie } } : {});

describe("the checkout loader's discount", () => {
  it('prices a code from the address, trimmed and upper-cased', async () => {
    const fake = forms();
    expect(await checkoutDiscount(request('/checkout?code=%20fall20%20'), fake)).toEqual({
      code: 'FALL20',
      discount: 9.4,
      total: 37.6,
      pageTexts,
    });
    expect(fake.quoteDiscount).toHaveBeenCalledWith('FALL20');
  });

  it('prices the code a campaign left in the cookie, the address first', async () => {
    const fake = forms();
    const fromCookie = await checkoutDiscount(
      request('/checkout?canceled=1', 'theme=dark; discount_code=FALL20'),
      fake,
    );
    expect(fromCookie).toMatchObject({ code: 'FALL20', total: 37.6 });
    const addressFirst = await checkoutDiscount(
      request('/checkout?code=SPRING', 'discount_code=FALL20'),
      fake,
    );
    expect(addressFirst).toEqual({ code: 'SPRING', refusal: discountCodeCopy.refusals.used_up });
    // Remove: an empty code means none, whatever the cookie still says.
    expect(await checkoutDiscount(request('/checkout?code=', 'discount_code=FALL20'), fake)).toBe(
      undefined,
    );
    expect(fake.quoteDiscount).toHaveBeenCalledTimes(2);
  });

  it('has no discount without a code, and refuses a malformed one without asking', async () => {
    const fake = forms();
    expect(await checkoutDiscount(request('/checkout'), fake)).toBeUndefined();
    expect(
      await checkoutDiscount(request('/checkout', 'discount_code=%3Cb%3E'), fake),
    ).toBeUndefined();
    const long = 'x'.repeat(5000);
    expect(await checkoutDiscount(request(`/checkout?code=${long}`), fake)).toEqual({
      code: 'x'.repeat(32),
      refusal: discountCodeCopy.refusals.unknown,
    });
    expect(fake.quoteDiscount).not.toHaveBeenCalled();
  });
});
