import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkoutCopy } from '#content/checkout.ts';
import { renderRoute } from '#tests/render-page.tsx';
import { TrustCard } from './trust-card.tsx';

describe('TrustCard', () => {
  it('shows each accepted card as its brand mark, named for screen readers', async () => {
    renderRoute('/checkout', TrustCard, '/checkout');
    const cards = (await screen.findByRole('heading', { name: checkoutCopy.trust.cardsLabel }))
      .nextElementSibling as HTMLElement;
    for (const brand of checkoutCopy.trust.cards) {
      const mark = within(cards).getByRole('img', { name: brand });
      expect(mark.tagName.toLowerCase()).toBe('svg');
    }
    expect(within(cards).getAllByRole('listitem')).toHaveLength(checkoutCopy.trust.cards.length);
  });
});
