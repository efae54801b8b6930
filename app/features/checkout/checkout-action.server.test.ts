import { noNewsletterArchive } from '#shared/newsletter-archive.ts';
import { describe, expect, it, vi } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { guidePreparingCopy } from '#content/guide-preparing.ts';
import { notices } from '#content/notices.ts';
import type { FormActions } from '#shared/contracts/form-actions.ts';
import { noSocialProof } from '#shared/social-proof.ts';
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

function fakeForms(overrides: Partial<FormActions> = {}): FormActions {
  return {
    startCheckout: vi.fn(() =>
      Promise.resolve({ ok: true as const, url: 'https://pay.test/cs_1' }),
    ),
    subscribe: vi.fn(() => Promise.resolve({ ok: true as const })),
    contact: vi.fn(() => Promise.resolve({ ok: true as const })),
    guideOnSale: vi.fn(() => Promise.resolve(true)),
    paymentProvider: 'test',
    quoteDiscount: vi.fn(() => Promise.resolve({ ok: false as const, status: 400, message: '' })),
    reviewLink: vi.fn(() => Promise.resolve({ state: 'unknown' as const })),
    submitReview: vi.fn(() => Promise.resolve({ ok: true as const })),
    requestLibraryLink: vi.fn(() => Promise.resolve({ ok: true as const })),
    libraryView: vi.fn(() => Promise.resolve(undefined)),
    ...overrides,
  };
}

function post(fields: Record<string, string>, forms: FormActions) {
  const context: AppLoadContext = {
    site: testSite,
    socialProof: noSocialProof,
    newsletterArchive: noNewsletterArchive,
    scriptMarker: '',
    forms,
    clientIp: '203.0.113.9',
    contentImages: () => undefined,
  };
  const request = new Request('http://localhost/checkout', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  return checkoutPageAction({ request, context });
}

/** What React Router sends for `data(...)`: the reply and its status. */
function reply(result: unknown) {
  const { data, init } = result as { data: unknown; init: ResponseInit | null };
  return { body: data, status: init?.status ?? 200 };
}

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

  it("subscribes and answers with the box's thanks and an empty field; 'Email Required' when empty", async () => {
    const forms = fakeForms();
    const sent = reply(await post({ intent: 'subscribe', email: 'reader@example.com' }, forms));
    expect(sent.body).toEqual({
      intent: 'subscribe',
      values: { email: '' },
      errors: {},
      notice: { ...notices.subscriptionSuccess, variant: 'success' },
    });
    expect(forms.subscribe).toHaveBeenCalledWith('reader@example.com', '203.0.113.9');

    const empty = reply(await post({ intent: 'subscribe', email: '' }, forms));
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ notice: { title: notices.emailRequired.title } });
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

  it('sends a contact message and flags what is missing', async () => {
    const forms = fakeForms();
    const message = { name: 'Sam', email: 'sam@example.com', message: 'Hello' };
    const sent = reply(await post({ intent: 'contact', ...message }, forms));
    expect(sent.body).toMatchObject({ notice: { title: notices.messageSent.title } });
    expect(forms.contact).toHaveBeenCalledWith(message, '203.0.113.9');

    const missing = reply(await post({ intent: 'contact', ...message, name: ' ' }, forms));
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      errors: { name: 'Enter your name.' },
      notice: { title: notices.requiredFieldsMissing.title },
    });
  });

  it('refuses a post that names no form of the page', async () => {
    await expect(post({ email: 'x@example.com' }, fakeForms())).rejects.toMatchObject({
      init: { status: 400 },
    });
  });
});
