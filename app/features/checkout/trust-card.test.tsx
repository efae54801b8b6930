import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkoutCopy } from '#content/checkout.ts';
import type { PaymentProviderName } from '#shared/contracts/checkout.ts';
import { testSite } from '#tests/render-page.tsx';
import { renderServerPage } from '#tests/server-page.tsx';
import { TrustCard } from './trust-card.tsx';

const copy = checkoutCopy.trust;

function renderCard(paymentProvider: PaymentProviderName, siteUrl = testSite.siteUrl) {
  renderServerPage(<TrustCard paymentProvider={paymentProvider} />, {
    site: { ...testSite, siteUrl },
  });
  return within(screen.getByRole('region', { name: copy.title }));
}

describe('TrustCard', () => {
  it('with Stripe, shows each accepted card as its brand mark, the wallets and Stripe’s badge', () => {
    const card = renderCard('stripe', 'https://shop.example');
    const cards = card.getByRole('heading', { name: copy.cardsLabel })
      .nextElementSibling as HTMLElement;
    for (const brand of copy.cards) {
      const mark = within(cards).getByRole('img', { name: brand });
      expect(mark.tagName.toLowerCase()).toBe('svg');
    }
    expect(within(cards).getAllByRole('listitem')).toHaveLength(copy.cards.length);
    expect(card.getByText('Apple Pay')).toBeInTheDocument();
    expect(card.getByText(copy.badges.stripe)).toBeInTheDocument();
    expect(card.getByText(copy.badges.https)).toBeInTheDocument();
    expect(card.queryByText(copy.testPayments)).not.toBeInTheDocument();
  });

  it('with the test provider, claims no card, wallet or payment certification', () => {
    const card = renderCard('test', 'https://shop.example');
    expect(card.getByText(copy.testPayments)).toBeInTheDocument();
    expect(card.queryByRole('heading', { name: copy.cardsLabel })).not.toBeInTheDocument();
    expect(card.queryByText(/Apple Pay|Google Pay|PCI|Stripe|Visa/)).not.toBeInTheDocument();
  });

  it('claims an encrypted connection only on an https site', () => {
    const card = renderCard('stripe', 'http://localhost:3000');
    expect(card.queryByText(/encrypt|SSL|256-bit/i)).not.toBeInTheDocument();
  });
});
