import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { islandAttribute } from '#app/islands/island.ts';
import { discountCodeCopy } from '#content/discount-codes.ts';
import type { FormActions } from '#shared/contracts/form-actions.ts';
import { testSite } from '#tests/render-page.tsx';
import { renderServerPage } from '#tests/server-page.tsx';
import { checkoutDiscount } from './checkout-discount.server.ts';
import { codeFormIsland } from './checkout-islands.ts';
import { CheckoutPage } from './checkout-page.tsx';
import type { CheckoutDiscount } from './checkout-discount.ts';

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

function renderWith(discount: CheckoutDiscount | undefined) {
  renderServerPage(<CheckoutPage discount={discount} />);
  return within(screen.getByRole('region', { name: 'Order Summary' }));
}

async function renderCheckout(url: string) {
  const request = new Request(new URL(url, 'http://localhost'));
  return renderWith(await checkoutDiscount(request, { quoteDiscount }, '203.0.113.9'));
}

const hiddenCode = () => document.querySelector('form[method="post"] input[name="code"]');

afterEach(() => {
  document.body.innerHTML = '';
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

  it('carries the applied code in the payment form, posted to the plain page', async () => {
    await renderCheckout('/checkout?code=FALL20');
    expect(hiddenCode()).toHaveAttribute('type', 'hidden');
    expect(hiddenCode()).toHaveValue('FALL20');
    expect(hiddenCode()?.closest('form')).toHaveAttribute('action', '/checkout');
    document.body.innerHTML = '';
    await renderCheckout('/checkout');
    expect(hiddenCode()).toHaveValue('');
  });

  it('turns the field red with the refusal when the server refuses the code', async () => {
    const summary = await renderCheckout('/checkout?code=OLD');
    const field = summary.getByRole('textbox', { name: 'Discount code' });
    expect(field).toHaveValue('OLD');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(refusals.expired);
    expect(summary.queryByText(/^Discount \(/)).not.toBeInTheDocument();
    expect(summary.getByText('Total').nextElementSibling).toHaveTextContent('$47.00');
    expect(hiddenCode()).toHaveValue('');
  });

  it("refuses a code of no code's shape without asking the server", async () => {
    vi.mocked(quoteDiscount).mockClear();
    const summary = await renderCheckout('/checkout?code=%3Cscript%3E');
    const field = summary.getByRole('textbox', { name: 'Discount code' });
    expect(field).toHaveValue('<script>');
    expect(field).toHaveAccessibleDescription(refusals.unknown);
    expect(quoteDiscount).not.toHaveBeenCalled();
  });

  it('applies and removes a code by a GET of the page, which the island fetches for its parts', async () => {
    const summary = await renderCheckout('/checkout');
    const field = summary.getByRole('textbox', { name: 'Discount code' });
    const apply = summary.getByRole('button', { name: 'Apply' });
    const codeForm = document.getElementById(field.getAttribute('form') ?? '');
    expect(codeForm).toBeInstanceOf(HTMLFormElement);
    expect(codeForm).toHaveAttribute('method', 'get');
    expect(codeForm).toHaveAttribute('action', '/checkout');
    expect(codeForm).toHaveAttribute(islandAttribute, codeFormIsland);
    expect(field).toHaveAttribute('name', 'code');
    expect(apply).toHaveAttribute('form', codeForm?.id);
    // Outside the payment form: forms cannot nest, and the details are never sent in an address.
    expect(codeForm?.closest('form[method="post"]')).toBeNull();

    document.body.innerHTML = '';
    const applied = await renderCheckout('/checkout?code=FALL20');
    const remove = applied.getByRole('button', { name: 'Remove' });
    expect(remove).toHaveAttribute('form', codeForm?.id);
    expect(remove).toHaveAttribute('name', 'code');
    expect(remove).toHaveAttribute('value', '');
  });

  it('shows on the field a code the payment refused since the page was priced, unpriced', () => {
    const summary = renderWith({ code: 'FALL20', refusal: refusals.used_up });
    const field = summary.getByRole('textbox', { name: 'Discount code' });
    expect(field).toHaveValue('FALL20');
    expect(field).toHaveAccessibleDescription(refusals.used_up);
    expect(summary.getByText('Total').nextElementSibling).toHaveTextContent('$47.00');
    // The pay button no longer names the code's price.
    expect(screen.getByRole('button', { name: /Get Instant Access - Pay \$47/ })).toBeEnabled();
    expect(hiddenCode()).toHaveValue('');
  });
});
