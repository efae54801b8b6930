import { describe, expect, it, vi } from 'vitest';
import { discountCodeCopy } from '#content/discount-codes.ts';
import { guidePreparingCopy } from '#content/guide-preparing.ts';
import { notices } from '#content/notices.ts';
import type { FormActions } from '#shared/contracts/form-actions.ts';
import { fakeForms, postToPage, reply } from '#tests/page-actions.ts';
import { testSite } from '#tests/render-page.tsx';
import { visitCreditFields } from '#shared/visit-credit.ts';
import { checkoutPageAction } from './checkout-action.server.ts';

const buyer = {
  email: ' buyer@example.com ',
  name: 'John Smith',
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '73301',
};

const post = (fields: Record<string, string>, forms: FormActions) =>
  postToPage(checkoutPageAction, '/checkout', fields, forms);

describe('the checkout page action (forms posted without JavaScript)', () => {
  it('opens the payment session with the checked order and sends the browser there with a 303', async () => {
    const forms = fakeForms();
    const response = await post({ intent: 'checkout', ...buyer }, forms);
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(303);
    expect((response as Response).headers.get('Location')).toBe('https://pay.test/cs_1');
    expect(forms.startCheckout).toHaveBeenCalledWith(
      { ...buyer, email: 'buyer@example.com', newsConsent: false },
      '203.0.113.9',
    );
  });

  it("passes on the visit's ids the tracker added, and drops a pair that is not the tracker's", async () => {
    const visit = { sessionId: crypto.randomUUID(), visitorId: crypto.randomUUID() };
    const credited = { [visitCreditFields.sessionId]: visit.sessionId };
    const forms = fakeForms();
    await post(
      {
        intent: 'checkout',
        ...buyer,
        ...credited,
        [visitCreditFields.visitorId]: visit.visitorId,
      },
      forms,
    );
    expect(forms.startCheckout).toHaveBeenLastCalledWith(
      expect.objectContaining({ analytics: visit }),
      '203.0.113.9',
    );
    const response = await post(
      { intent: 'checkout', ...buyer, ...credited, [visitCreditFields.visitorId]: 'not-an-id' },
      forms,
    );
    expect((response as Response).status).toBe(303);
    expect(forms.startCheckout).toHaveBeenLastCalledWith(
      { ...buyer, email: 'buyer@example.com', newsConsent: false },
      '203.0.113.9',
    );
  });

  it('passes on the news box: ticked ("on") as consent, and keeps it ticked on a 400', async () => {
    const forms = fakeForms();
    await post({ intent: 'checkout', ...buyer, newsConsent: 'on' }, forms);
    expect(forms.startCheckout).toHaveBeenCalledWith(
      { ...buyer, email: 'buyer@example.com', newsConsent: true },
      '203.0.113.9',
    );
    const { body, status } = reply(
      await post({ intent: 'checkout', ...buyer, email: '', newsConsent: 'on' }, forms),
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({ values: { newsConsent: 'on' } });
    const odd = reply(await post({ intent: 'checkout', ...buyer, newsConsent: 'yes' }, forms));
    expect(odd.status).toBe(400);
    expect(odd.body).toMatchObject({ errors: { newsConsent: 'Tick the box or leave it empty.' } });
  });

  it('answers an invalid order with 400, the typed values, the red fields and the notice', async () => {
    const forms = fakeForms();
    const { body, status } = reply(
      await post({ intent: 'checkout', ...buyer, email: 'buyer@' }, forms),
    );
    expect(status).toBe(400);
    expect(body).toEqual({
      intent: 'checkout',
      values: { ...buyer, email: 'buyer@', newsConsent: '' },
      errors: { email: 'Enter a valid email address, like name@example.com.' },
      notice: { ...notices.invalidFields, variant: 'error' },
      discount: null,
    });
    expect(forms.startCheckout).not.toHaveBeenCalled();
  });

  it("keeps the values and shows the server's words when the service refuses", async () => {
    const forms = fakeForms({
      startCheckout: () =>
        Promise.resolve({ ok: false as const, status: 429, message: 'Too many payment attempts.' }),
    });
    const { body, status } = reply(await post({ intent: 'checkout', ...buyer }, forms));
    expect(status).toBe(429);
    expect(body).toMatchObject({
      values: buyer,
      notice: { title: notices.paymentError.title, description: 'Too many payment attempts.' },
    });
  });

  it("answers a code another buyer used up since the page was priced on the code's field, unpriced", async () => {
    const usedUp = discountCodeCopy.refusals.used_up;
    const forms = fakeForms({
      startCheckout: vi.fn(() =>
        Promise.resolve({
          ok: false as const,
          status: 400,
          message: usedUp,
          fields: { code: usedUp },
        }),
      ),
    });
    const { body, status } = reply(
      await post({ intent: 'checkout', ...buyer, code: 'fall20' }, forms),
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({
      values: buyer,
      discount: { code: 'FALL20', refusal: usedUp },
      notice: { title: notices.paymentError.title, description: usedUp },
    });
    expect(forms.startCheckout).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'FALL20' }),
      '203.0.113.9',
    );
    expect(forms.quoteDiscount).not.toHaveBeenCalled();
  });

  it('prices a reply again with the code posted, and with none when none was posted', async () => {
    const quote = { code: 'FALL20', listPrice: 47, discount: 9.4, total: 37.6, currency: 'USD' };
    const forms = fakeForms({
      quoteDiscount: vi.fn(() =>
        Promise.resolve({ ok: true as const, quote, pageTexts: testSite.pageTexts }),
      ),
    });
    const priced = reply(
      await post({ intent: 'checkout', ...buyer, email: '', code: 'FALL20' }, forms),
    );
    expect(priced.status).toBe(400);
    expect(priced.body).toMatchObject({ discount: { code: 'FALL20', total: 37.6 } });
    const plain = reply(await post({ intent: 'checkout', ...buyer, email: '', code: '' }, forms));
    expect(plain.body).toMatchObject({ discount: null });
  });

  it('refuses the sign-up and contact boxes it no longer carries, calling nothing', async () => {
    const forms = fakeForms();
    const boxes: Record<string, string>[] = [
      { intent: 'subscribe', email: 'reader@example.com' },
      { intent: 'contact', name: 'Sam', email: 'sam@example.com', message: 'Hello' },
    ];
    for (const fields of boxes) {
      await expect(post(fields, forms)).rejects.toMatchObject({ init: { status: 400 } });
    }
    expect(forms.subscribe).not.toHaveBeenCalled();
    expect(forms.contact).not.toHaveBeenCalled();
  });

  it('signs up for the one mail when the guide is ready, and shows the 409 of a payment the guide cannot take', async () => {
    const forms = fakeForms({
      startCheckout: () =>
        Promise.resolve({
          ok: false as const,
          status: 409,
          message: 'The guide is not available yet.',
        }),
    });
    const sent = reply(
      await post({ intent: 'notify-when-ready', email: 'waiting@example.com ' }, forms),
    );
    expect(sent.body).toEqual({
      intent: 'notify-when-ready',
      values: { email: '' },
      errors: {},
      notice: { ...guidePreparingCopy.sent, variant: 'success' },
    });
    expect(forms.subscribe).toHaveBeenCalledWith('waiting@example.com', '203.0.113.9', {
      notifyWhenGuideReady: true,
    });

    const refused = reply(await post({ intent: 'checkout', ...buyer }, forms));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      notice: { description: 'The guide is not available yet.' },
    });
  });

  it('refuses a post that names no form of the page', async () => {
    await expect(post({ email: 'x@example.com' }, fakeForms())).rejects.toMatchObject({
      init: { status: 400 },
    });
  });
});
