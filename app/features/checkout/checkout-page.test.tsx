import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { islandAttribute } from '#app/islands/island.ts';
import { checkoutCopy } from '#content/checkout.ts';
import { notices } from '#content/notices.ts';
import { canceledCheckoutPath, checkoutFieldRules } from '#shared/contracts/checkout.ts';
import { noSocialProof } from '#shared/social-proof.ts';
import { visitCreditAttribute } from '#shared/visit-credit.ts';
import { testSite } from '#tests/render-page.tsx';
import { renderServerPage } from '#tests/server-page.tsx';
import { checkoutPageData } from './checkout-data.server.ts';
import { answersPostAttribute, checkoutDraftIsland } from './checkout-islands.ts';
import { CheckoutPage } from './checkout-page.tsx';
import { checkoutParts } from './checkout-parts.ts';

function renderCheckout(url = '/checkout') {
  const page = checkoutPageData(testSite, new URL(url, 'http://localhost'), true, noSocialProof);
  renderServerPage(<CheckoutPage canceled={page.canceled} />);
  return within(screen.getByRole('region', { name: 'Your Details' }));
}

const paymentForm = () => {
  const form = document.querySelector<HTMLFormElement>('form[method="post"]');
  if (!form) throw new Error('No payment form');
  return form;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('/checkout', () => {
  it('shows the offer from the product record', () => {
    renderCheckout();
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

  it('ties every field to its label with the right autocomplete', () => {
    const form = renderCheckout();
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

  it('gives every field its rule, so the form island checks it in the server’s words', () => {
    renderCheckout();
    for (const [name, rule] of Object.entries(checkoutFieldRules)) {
      const control = paymentForm().elements.namedItem(name);
      if (!(control instanceof HTMLElement)) throw new Error(`No control ${name}`);
      expect(control).toBeRequired();
      expect(JSON.parse(control.getAttribute('data-rule') ?? 'null')).toEqual(rule);
    }
    const form = paymentForm();
    expect(form).toHaveAttribute('data-missing-title', notices.requiredFieldsMissing.title);
    expect(form).toHaveAttribute('data-invalid-title', notices.invalidFields.title);
    expect(form).toHaveAttribute('data-failure-title', notices.paymentError.title);
  });

  it('leaves the page by the browser’s own post once checked, credited to the visit, with a busy face', () => {
    const form = renderCheckout();
    const post = paymentForm();
    expect(post).toHaveAttribute(islandAttribute, 'post-form');
    expect(post).toHaveAttribute('data-leaves-page');
    expect(post).toHaveAttribute(visitCreditAttribute);
    expect(post.querySelector('input[name="intent"]')).toHaveValue('checkout');
    const pay = form.getByRole('button', { name: 'Get Instant Access - Pay $47' });
    expect(pay).toHaveAttribute('type', 'submit');
    expect(within(pay).getByText(checkoutCopy.form.payBusy)).not.toBeVisible();
  });

  it('offers news by e-mail in a box left unticked, posting "on" when ticked', () => {
    const form = renderCheckout();
    const box = form.getByRole('checkbox', { name: checkoutCopy.form.newsConsent });
    expect(box).not.toBeChecked();
    expect(box).toHaveAttribute('name', 'newsConsent');
    expect(box).toHaveAttribute('value', 'on');
  });

  it('marks what a priced page replaces, the typed details left out of them', () => {
    renderCheckout();
    const parts = [...document.querySelectorAll('[data-part]')].map((part) =>
      part.getAttribute('data-part'),
    );
    expect(parts.sort()).toEqual(Object.values(checkoutParts).sort());
    for (const part of document.querySelectorAll('[data-part]'))
      expect(part.querySelector('input:not([form]), select')).toBeNull();
  });

  it('keeps the draft with an island on the form’s card, restoring it on a plain page', () => {
    const form = renderCheckout();
    const root = document.querySelector(`[${islandAttribute}="${checkoutDraftIsland}"]`);
    expect(root).toContainElement(paymentForm());
    expect(root).not.toHaveAttribute(answersPostAttribute);
    expect(form.getByRole('textbox', { name: 'Email Address' })).toHaveValue('');
  });

  it('says that nothing was charged when the buyer comes back from Cancel', () => {
    const form = renderCheckout(canceledCheckoutPath);
    expect(form.getByRole('status')).toHaveTextContent(checkoutCopy.canceled.title);
    expect(form.getByRole('status')).toHaveTextContent('Nothing was charged');
    document.body.innerHTML = '';

    const plain = renderCheckout();
    expect(plain.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('the checkout page answering a post', () => {
  it('shows the posted values, the red fields and the notice as text, and no draft over them', () => {
    const values = {
      email: 'buyer@',
      name: 'John Smith',
      address: '',
      city: '',
      state: 'TX',
      zip: '73301',
      newsConsent: 'on',
    };
    renderServerPage(
      <CheckoutPage
        reply={{
          intent: 'checkout',
          values,
          errors: { email: 'Enter a valid email address, like name@example.com.' },
          notice: { ...notices.invalidFields, variant: 'error' },
        }}
      />,
    );
    const form = within(screen.getByRole('region', { name: 'Your Details' }));
    expect(form.getByRole('alert')).toHaveTextContent(notices.invalidFields.title);
    const email = form.getByRole('textbox', { name: 'Email Address' });
    expect(email).toHaveValue('buyer@');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.com.',
    );
    expect(form.getByRole('textbox', { name: 'Full Name' })).toHaveValue('John Smith');
    expect(form.getByRole('combobox', { name: 'State' })).toHaveValue('TX');
    expect(form.getByRole('checkbox')).toBeChecked();
    const root = document.querySelector(`[${islandAttribute}="${checkoutDraftIsland}"]`);
    expect(root).toHaveAttribute(answersPostAttribute);
  });

  it('carries no other form below the pay button: no newsletter box, no contact box', () => {
    const form = renderCheckout();
    expect(screen.queryByRole('region', { name: 'Stay Updated' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Contact Us' })).not.toBeInTheDocument();
    // The checkout's own news box stays, in the payment form.
    expect(form.getByRole('checkbox')).toBeInTheDocument();
  });

  it("posts every form to the page, never as a GET, but the discount code's", () => {
    renderCheckout();
    // The code's form asks for the page priced with it: nothing personal goes in its address.
    const codeForm = document.querySelector('form[method="get"]');
    expect(codeForm).toHaveAttribute('action', '/checkout');
    const forms = document.querySelectorAll('form[method="post"]');
    expect(forms).toHaveLength(1);
    for (const form of forms) expect(form).toHaveAttribute('action', '/checkout');
  });
});
