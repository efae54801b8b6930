import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leavePageFor } from '#app/lib/leave-page.ts';
import CheckoutRoute from '#app/routes/checkout.tsx';
import { discountCodeCopy } from '#content/discount-codes.ts';
import type { FormActions } from '#shared/contracts/form-actions.ts';
import { noSocialProof } from '#shared/social-proof.ts';
import { apiError, fakeApi, ok } from '#tests/fake-api.ts';
import { renderRoute, testSite } from '#tests/render-page.tsx';
import { checkoutPageData } from './checkout-data.server.ts';
import { checkoutDiscount } from './checkout-discount.server.ts';

vi.mock('#app/lib/leave-page.ts', () => ({ leavePageFor: vi.fn() }));

const refusals = discountCodeCopy.refusals;

/** The server's quote as the loader gets it: FALL20 takes 20% off $47, OLD has expired. */
const quoteDiscount: FormActions['quoteDiscount'] = vi.fn((code: string) =>
  Promise.resolve(
    code === 'FALL20'
      ? {
          ok: true as const,
          quote: { code, listPrice: 47, discount: 9.4, total: 37.6, currency: 'USD' },
          pageTexts: { ...testSite.pageTexts, payButtonLabel: 'Pay $37.60 - Save $59.40 Now!' },
        }
      : { ok: false as const, status: 400, message: refusals.expired },
  ),
);

async function renderCheckout(url: string) {
  renderRoute('/checkout', CheckoutRoute, url, {
    loader: async ({ request }) => ({
      ...checkoutPageData(testSite, new URL(request.url), true, noSocialProof),
      discount: await checkoutDiscount(request, { quoteDiscount }, '203.0.113.9'),
    }),
  });
  await screen.findByRole('heading', { level: 1 });
  return within(screen.getByRole('region', { name: 'Order Summary' }));
}

const buyer = {
  'Email Address': 'buyer@example.com',
  'Full Name': 'John Smith',
  'Street Address': '1 Main St',
  City: 'Austin',
  'ZIP Code': '73301',
};

async function fillBuyer() {
  const user = userEvent.setup();
  const form = within(screen.getByRole('region', { name: 'Your Details' }));
  for (const [label, value] of Object.entries(buyer)) {
    await user.click(form.getByRole('textbox', { name: label }));
    await user.paste(value);
  }
  await user.selectOptions(form.getByRole('combobox', { name: 'State' }), 'TX');
  return user;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(leavePageFor).mockClear();
});

describe('the discount code at the checkout', () => {
  it('shows a code from the address applied: its line, the quoted total, the pay button that names it', async () => {
    const summary = await renderCheckout('/checkout?code=fall20');
    const line = summary.getByText('Discount (FALL20)');
    expect(line.nextElementSibling).toHaveTextContent('\u2212$9.40');
    expect(summary.getByText('Total').nextElementSibling).toHaveTextContent('$37.60');
    expect(summary.getByText('Code FALL20 applied: $9.40 off.')).toBeInTheDocument();
    expect(summary.queryByRole('textbox', { name: 'Discount code' })).not.toBeInTheDocument();
    expect(summary.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Pay $37.60 - Save $59.40 Now!' }),
    ).toBeInTheDocument();
    // The product card and the short summary heading the form on phones say what is paid.
    expect(screen.getAllByText('$37.60', { selector: 'span' })).toHaveLength(2);
    expect(
      screen.getByText('Discount (FALL20) \u2212$9.40', { selector: 'p' }),
    ).toBeInTheDocument();
  });

  it('sends the applied code with the order, and carries it in the form posted without scripts', async () => {
    const { calls } = fakeApi(() => ok({ url: 'https://pay.example.test/cs_1' }));
    await renderCheckout('/checkout?code=FALL20');
    const hidden = document.querySelector('form[method="post"] input[name="code"]');
    expect(hidden).toHaveAttribute('type', 'hidden');
    expect(hidden).toHaveValue('FALL20');
    const user = await fillBuyer();
    await user.click(screen.getByRole('button', { name: /Pay \$37\.60/ }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ email: 'buyer@example.com', code: 'FALL20' });
  });

  it('turns the field red with the refusal when the server refuses the code', async () => {
    const summary = await renderCheckout('/checkout?code=OLD');
    const field = summary.getByRole('textbox', { name: 'Discount code' });
    expect(field).toHaveValue('OLD');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(refusals.expired);
    expect(summary.queryByText(/^Discount \(/)).not.toBeInTheDocument();
    expect(summary.getByText('Total').nextElementSibling).toHaveTextContent('$47.00');
  });

  it("refuses a code of no code's shape without asking the server", async () => {
    vi.mocked(quoteDiscount).mockClear();
    const summary = await renderCheckout('/checkout?code=%3Cscript%3E');
    const field = summary.getByRole('textbox', { name: 'Discount code' });
    expect(field).toHaveValue('<script>');
    expect(field).toHaveAccessibleDescription(refusals.unknown);
    expect(quoteDiscount).not.toHaveBeenCalled();
  });

  it('applies a typed code and removes it again, the page priced by the server each time', async () => {
    const summary = await renderCheckout('/checkout');
    const user = userEvent.setup();
    await user.type(summary.getByRole('textbox', { name: 'Discount code' }), 'fall20');
    await user.click(summary.getByRole('button', { name: 'Apply' }));
    expect(await summary.findByText('Discount (FALL20)')).toBeInTheDocument();
    expect(quoteDiscount).toHaveBeenLastCalledWith('FALL20', '203.0.113.9');
    expect(summary.getByText('Total').nextElementSibling).toHaveTextContent('$37.60');

    await user.click(summary.getByRole('button', { name: 'Remove' }));
    const field = await summary.findByRole('textbox', { name: 'Discount code' });
    expect(field).toHaveValue('');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(summary.getByText('Total').nextElementSibling).toHaveTextContent('$47.00');
  });

  it('shows on the field a code the payment call refused since the page was priced', async () => {
    // A refusal of the payment call is logged like every other.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi(() => apiError(400, 'discount_used_up', refusals.used_up, { code: refusals.used_up }));
    await renderCheckout('/checkout?code=FALL20');
    const user = await fillBuyer();
    await user.click(screen.getByRole('button', { name: /Pay \$37\.60/ }));
    const summary = within(screen.getByRole('region', { name: 'Order Summary' }));
    const field = await summary.findByRole('textbox', { name: 'Discount code' });
    expect(field).toHaveValue('FALL20');
    expect(field).toHaveAccessibleDescription(refusals.used_up);
    expect(summary.getByText('Total').nextElementSibling).toHaveTextContent('$47.00');
    expect(leavePageFor).not.toHaveBeenCalled();
    // The pay button no longer names the code's price.
    expect(screen.getByRole('button', { name: /Get Instant Access/ })).toBeEnabled();
  });
});
