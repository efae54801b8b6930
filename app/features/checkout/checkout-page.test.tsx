import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leavePageFor } from '#app/lib/leave-page.ts';
import CheckoutRoute from '#app/routes/checkout.tsx';
import { checkoutCopy } from '#content/checkout.ts';
import { notices } from '#content/notices.ts';
import { canceledCheckoutPath } from '#shared/contracts/checkout.ts';
import { apiError, fakeApi, heldAnswer, networkFailure, ok } from '#tests/fake-api.ts';
import { noSocialProof } from '#shared/social-proof.ts';
import { renderRoute, testSite } from '#tests/render-page.tsx';
import { trackerStorageKeys } from '#app/tracker/storage-keys.ts';
import { checkoutPageData } from './checkout-data.server.ts';
import { emptyCheckout } from './checkout-fields.ts';
import { CheckoutPage } from './checkout-page.tsx';

vi.mock('#app/lib/leave-page.ts', () => ({ leavePageFor: vi.fn() }));

const paymentUrl = 'https://pay.example.test/session/cs_123';
const validBuyer = {
  'Email Address': '  buyer@example.com ',
  'Full Name': 'John Smith',
  'Street Address': '1 Main St',
  City: 'Austin',
  'ZIP Code': '73301-1234',
};

async function renderCheckout(url = '/checkout') {
  renderRoute('/checkout', CheckoutRoute, url, {
    loader: ({ request }) => checkoutPageData(testSite, new URL(request.url), true, noSocialProof),
  });
  await screen.findByRole('heading', { level: 1, name: 'Secure Checkout' });
  return within(screen.getByRole('region', { name: 'Your Details' }));
}

type Form = Awaited<ReturnType<typeof renderCheckout>>;

/** Fills the fields as a paste, not key by key: typing is not what these tests are about. */
async function fill(form: Form, values: Partial<typeof validBuyer>, state = 'TX') {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    await user.click(form.getByRole('textbox', { name: label }));
    await user.paste(value);
  }
  if (state) await user.selectOptions(form.getByRole('combobox', { name: 'State' }), state);
  return user;
}

const payButton = (form: Form) =>
  form.getByRole('button', { name: /Get Instant Access|Processing/ });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(leavePageFor).mockClear();
});

describe('/checkout', () => {
  it('shows the offer from the product record', async () => {
    await renderCheckout();
    // No regular price is set: nothing struck through, no saving claimed.
    expect(document.querySelector('s')).toBeNull();
    expect(screen.getByText('21 pages of legally grounded information')).toBeInTheDocument();
    // The guarantee card's title and the trust line: the guarantee text of the settings.
    expect(screen.getAllByText('14-Day Money-Back Guarantee')).toHaveLength(2);
    expect(screen.getByText(/The date on your notice is the one that counts/)).toBeVisible();
    const summary = within(screen.getByRole('region', { name: 'Order Summary' }));
    expect(summary.getAllByText('$47.00')).toHaveLength(2);
    expect(summary.getByText('$0.00')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('ties every field to its label with the right autocomplete', async () => {
    const form = await renderCheckout();
    const expected = {
      'Email Address': 'email',
      'Full Name': 'name',
      'Street Address': 'address-line1',
      City: 'address-level2',
      'ZIP Code': 'postal-code',
    };
    for (const [label, autocomplete] of Object.entries(expected)) {
      expect(form.getByRole('textbox', { name: label })).toHaveAttribute(
        'autocomplete',
        autocomplete,
      );
    }
    const state = form.getByRole('combobox', { name: 'State' });
    expect(state).toHaveAttribute('autocomplete', 'address-level1');
    // 50 states, DC and the empty choice.
    expect(within(state).getAllByRole('option')).toHaveLength(52);
  });

  it('turns every missing field red with the notice, and clears a field as it is edited', async () => {
    const { fetchMock } = fakeApi(() => ok());
    const form = await renderCheckout();
    const user = userEvent.setup();
    await user.click(payButton(form));

    expect(await screen.findByText(notices.requiredFieldsMissing.title)).toBeInTheDocument();
    expect(screen.getByText(notices.requiredFieldsMissing.description)).toBeInTheDocument();
    const email = form.getByRole('textbox', { name: 'Email Address' });
    for (const field of [email, form.getByRole('combobox', { name: 'State' })]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    expect(form.getByRole('textbox', { name: 'ZIP Code' })).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(email, 'a');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(form.getByRole('textbox', { name: 'Full Name' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('explains an invalid e-mail and ZIP under their fields', async () => {
    fakeApi(() => ok());
    const form = await renderCheckout();
    const user = await fill(form, { ...validBuyer, 'Email Address': 'buyer@', 'ZIP Code': '1234' });
    await user.click(payButton(form));

    expect(await screen.findByText(notices.invalidFields.title)).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Email Address' })).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.com.',
    );
    expect(form.getByRole('textbox', { name: 'ZIP Code' })).toHaveAccessibleDescription(
      'Enter a 5-digit ZIP code or ZIP+4.',
    );
    expect(form.getByRole('textbox', { name: 'City' })).not.toHaveAttribute('aria-invalid');
  });

  it('shows the busy text, sends the trimmed order and goes to the payment page', async () => {
    const answer = heldAnswer();
    const { calls } = fakeApi(() => answer.promise);
    const form = await renderCheckout();
    const user = await fill(form, validBuyer);
    await user.click(payButton(form));

    const busy = form.getByRole('button', { name: 'Processing Secure Payment...' });
    expect(busy).toBeDisabled();
    expect(calls).toEqual([
      {
        path: '/api/create-payment',
        body: {
          email: 'buyer@example.com',
          name: 'John Smith',
          address: '1 Main St',
          city: 'Austin',
          state: 'TX',
          zip: '73301-1234',
          newsConsent: false,
        },
      },
    ]);
    answer.release(ok({ url: paymentUrl }));
    await vi.waitFor(() => expect(leavePageFor).toHaveBeenCalledWith(paymentUrl));
    expect(busy).toBeDisabled();
  });

  it('offers news by e-mail in a box left unticked, and sends the consent only when ticked', async () => {
    const { calls } = fakeApi(() => ok({ url: paymentUrl }));
    const form = await renderCheckout();
    const box = form.getByRole('checkbox', { name: checkoutCopy.form.newsConsent });
    expect(box).not.toBeChecked();
    expect(box).toHaveAttribute('name', 'newsConsent');
    const user = await fill(form, validBuyer);
    await user.click(box);
    expect(box).toBeChecked();
    await user.click(payButton(form));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ email: 'buyer@example.com', newsConsent: true });
  });

  it("sends the tracker's visit and visitor ids with the order, none under Global Privacy Control", async () => {
    const ids = {
      sessionId: '3f0c8a52-8a0b-4f55-9a55-3b6f0c1d2e4f',
      visitorId: '6d1e2f3a-4b5c-4d7e-8f90-a1b2c3d4e5f6',
    };
    localStorage.setItem(trackerStorageKeys.sessionId, ids.sessionId);
    localStorage.setItem(trackerStorageKeys.visitorId, ids.visitorId);
    const { calls } = fakeApi(() => ok({ url: paymentUrl }));
    const form = await renderCheckout();
    const user = await fill(form, validBuyer);
    await user.click(payButton(form));
    await vi.waitFor(() => expect(leavePageFor).toHaveBeenCalledWith(paymentUrl));
    expect(calls[0]?.body).toMatchObject({ analytics: ids });

    cleanup();
    Object.defineProperty(navigator, 'globalPrivacyControl', { configurable: true, value: true });
    try {
      const again = await renderCheckout();
      await user.click(payButton(again));
      await vi.waitFor(() => expect(calls).toHaveLength(2));
      expect(calls[1]?.body).not.toHaveProperty('analytics');
    } finally {
      Object.defineProperty(navigator, 'globalPrivacyControl', {
        configurable: true,
        value: undefined,
      });
    }
  });

  it("shows the server's field errors the same way", async () => {
    fakeApi(() =>
      apiError(400, 'validation_failed', 'Some fields are missing or invalid.', {
        zip: 'This ZIP code is not in Texas.',
      }),
    );
    const form = await renderCheckout();
    const user = await fill(form, validBuyer);
    await user.click(payButton(form));

    expect(await screen.findByText(notices.invalidFields.title)).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'ZIP Code' })).toHaveAccessibleDescription(
      'This ZIP code is not in Texas.',
    );
    expect(payButton(form)).toBeEnabled();
    expect(leavePageFor).not.toHaveBeenCalled();
  });

  it("shows 'Payment Error' with the server's message and returns to idle", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi(() => apiError(502, 'payment_provider_error', 'The payment provider is unavailable.'));
    const form = await renderCheckout();
    const user = await fill(form, validBuyer);
    await user.click(payButton(form));

    expect(await screen.findByText(notices.paymentError.title)).toBeInTheDocument();
    expect(screen.getByText('The payment provider is unavailable.')).toBeInTheDocument();
    expect(payButton(form)).toHaveTextContent('Get Instant Access - Pay $47');
    expect(payButton(form)).toBeEnabled();
    expect(logged).toHaveBeenCalled();
  });

  it("falls back to the notice's own text when the server cannot be reached", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi(networkFailure);
    const form = await renderCheckout();
    const user = await fill(form, validBuyer);
    await user.click(payButton(form));

    expect(await screen.findByText(notices.paymentError.description)).toBeInTheDocument();
    expect(payButton(form)).toBeEnabled();
  });

  it('keeps what was typed in this tab and brings it back on the next visit', async () => {
    fakeApi(() => ok());
    const form = await renderCheckout();
    await fill(form, { 'Email Address': 'back@example.com', City: 'Austin' });
    cleanup();

    const again = await renderCheckout();
    // Restored once the page runs in the browser, right after the first render.
    await vi.waitFor(() =>
      expect(again.getByRole('textbox', { name: 'Email Address' })).toHaveValue('back@example.com'),
    );
    expect(again.getByRole('textbox', { name: 'City' })).toHaveValue('Austin');
    expect(again.getByRole('combobox', { name: 'State' })).toHaveValue('TX');
  });

  it('says that nothing was charged when the buyer comes back from Cancel', async () => {
    const form = await renderCheckout(canceledCheckoutPath);
    expect(form.getByRole('status')).toHaveTextContent(checkoutCopy.canceled.title);
    expect(form.getByRole('status')).toHaveTextContent('Nothing was charged');
    cleanup();

    const plain = await renderCheckout();
    expect(plain.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('the checkout page after a post without JavaScript', () => {
  it('shows the posted values, the red fields and the notice as text', async () => {
    const values = { ...emptyCheckout, email: 'buyer@', name: 'John Smith', zip: '73301' };
    const Replied = () => (
      <CheckoutPage
        reply={{
          intent: 'checkout',
          values,
          errors: { email: 'Enter a valid email address, like name@example.com.' },
          notice: { ...notices.invalidFields, variant: 'error' },
        }}
      />
    );
    renderRoute('/checkout', Replied, '/checkout');
    const form = within(await screen.findByRole('region', { name: 'Your Details' }));
    expect(form.getByRole('alert')).toHaveTextContent(notices.invalidFields.title);
    const email = form.getByRole('textbox', { name: 'Email Address' });
    expect(email).toHaveValue('buyer@');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.com.',
    );
    expect(form.getByRole('textbox', { name: 'Full Name' })).toHaveValue('John Smith');
  });

  it('carries no other form below the pay button: no newsletter box, no contact box', async () => {
    renderRoute('/checkout', () => <CheckoutPage />, '/checkout');
    const form = within(await screen.findByRole('region', { name: 'Your Details' }));
    expect(screen.queryByRole('region', { name: 'Stay Updated' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Contact Us' })).not.toBeInTheDocument();
    // The checkout's own news box stays, in the payment form.
    expect(form.getByRole('checkbox')).toBeInTheDocument();
  });

  it("posts every form to the page, never as a GET, but the discount code's", async () => {
    renderRoute('/checkout', () => <CheckoutPage />, '/checkout');
    await screen.findByRole('region', { name: 'Your Details' });
    // The code's form asks for the page priced with it: nothing personal goes in its address.
    const codeForm = document.querySelector('form[method="get"]');
    expect(codeForm).toHaveAttribute('action', '/checkout');
    const forms = document.querySelectorAll('form[method="post"]');
    expect(forms).toHaveLength(1);
    for (const form of forms) {
      expect(form).toHaveAttribute('method', 'post');
      expect(form).toHaveAttribute('action', '/checkout');
    }
  });
});
