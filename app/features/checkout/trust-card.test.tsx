import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkoutCopy } from '#content/checkout.ts';
import { TrustCard } from './trust-card.tsx';

describe('TrustCard', () => {
  it('shows each accepted card as its brand mark, named for screen readers', () => {
    render(<TrustCard />);
    const cards = screen.getByRole('heading', { name: checkoutCopy.trust.cardsLabel })
      .nextElementSibling as HTMLElement;
    for (const brand of checkoutCopy.trust.cards) {
      const mark = within(cards).getByRole('img', { name: brand });
      expect(mark.tagName.toLowerCase()).toBe('svg');
    }
    expect(within(cards).getAllByRole('listitem')).toHaveLength(checkoutCopy.trust.cards.length);
  });
});
