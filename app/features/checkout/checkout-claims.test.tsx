import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkoutCopy } from '#content/checkout.ts';
import { testSite } from '#tests/render-page.tsx';
import { renderServerPage } from '#tests/server-page.tsx';
import { testOffer } from '#tests/site-factory.ts';
import type { SiteInfo } from '#shared/site-info.ts';
import { CheckoutPage } from './checkout-page.tsx';

const renderCheckout = (site: SiteInfo) => renderServerPage(<CheckoutPage />, { site });

const regularPrice = checkoutCopy.product.regularPrice;

describe('the checkout’s claims', () => {
  it('shows the seller’s headline, warning and pay button', () => {
    renderCheckout({
      ...testSite,
      pageTexts: {
        homeHeadline: 'Not on this page',
        checkoutHeadline: 'Your guide for $47',
        checkoutWarningTitle: 'Deadlines',
        checkoutWarningText: 'Check the date on your notice.',
        payButtonLabel: 'Pay $47, save $50',
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Your guide for $47' })).toBeVisible();
    expect(screen.getByRole('complementary', { name: 'Deadlines' })).toHaveTextContent(
      'Deadlines: Check the date on your notice.',
    );
    expect(screen.getByRole('button', { name: 'Pay $47, save $50' })).toBeVisible();
  });

  it('shows a fresh shop no former price, no pressure and a pay button in the brand colour', () => {
    renderCheckout(testSite);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Secure Checkout');
    expect(screen.queryByText(regularPrice, { exact: false })).toBeNull();
    expect(document.querySelector('s')).toBeNull();
    expect(screen.queryByText(/Save|Don.t Wait|running out|\$500/)).toBeNull();
    const pay = screen.getByRole('button', { name: 'Get Instant Access - Pay $47' });
    expect(pay).toHaveClass('bg-primary');
    expect(pay.className).not.toMatch(/destructive/);
  });

  it('strikes through the regular price and names the saving when one is set', () => {
    renderCheckout({ ...testSite, offer: testOffer({ compareAtPrice: 97 }) });
    const struck = screen.getAllByText('$97');
    expect(struck.map((element) => element.tagName)).toEqual(struck.map(() => 'S'));
    expect(screen.getAllByText(regularPrice, { exact: false })).toHaveLength(struck.length);
    expect(screen.getByText('Save $50 Now!')).toBeVisible();
  });

  it('strikes nothing through and claims no saving without a regular price', () => {
    renderCheckout({
      ...testSite,
      offer: testOffer({ compareAtPrice: null }),
      pageTexts: { ...testSite.pageTexts, payButtonLabel: 'Pay $47' },
    });
    expect(screen.queryByText(regularPrice, { exact: false })).toBeNull();
    expect(document.querySelector('s')).toBeNull();
    expect(screen.queryByText(/Save/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay $47' })).toBeVisible();
  });
});
