import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleReviews } from '#content/sample-reviews.ts';
import { noSocialProof, type SocialProof } from '#shared/social-proof.ts';
import { testSite } from '#tests/render-page.tsx';
import { renderServerPage } from '#tests/server-page.tsx';
import { sampleProof, sellerQuote, verifiedQuote } from '#tests/social-proof-factory.ts';
import { checkoutPageData } from './checkout-data.server.ts';
import { CheckoutPage } from './checkout-page.tsx';

function renderCheckout(proof: SocialProof) {
  const page = checkoutPageData(testSite, new URL('http://localhost/checkout'), true, proof);
  renderServerPage(<CheckoutPage reviews={page.reviews} purchases={page.purchases} />);
}

const reviewsCard = () => within(screen.getByRole('region', { name: 'What Buyers Say' }));
const trustCard = () => within(screen.getByRole('region', { name: 'Secure & Trusted' }));

describe('the checkout reviews', () => {
  it('shows the average and the two newest verified reviews, not the testimonials, and the purchases', () => {
    renderCheckout({
      ...noSocialProof,
      quotes: [
        verifiedQuote({ name: 'Newest N.' }),
        verifiedQuote({ name: 'Second S.', rating: 4 }),
        verifiedQuote({ name: 'Third T.' }),
        sellerQuote({ name: 'Seller Friend' }),
      ],
      rating: { average: 4.8, count: 23 },
      purchases: 1200,
    });
    const card = reviewsCard();
    expect(card.getByText('4.8/5 from 23 verified buyers')).toBeVisible();
    expect(card.getByText('Newest N.')).toBeVisible();
    expect(card.getByText('Second S.')).toBeVisible();
    expect(card.queryByText('Third T.')).toBeNull();
    expect(card.queryByText('Seller Friend')).toBeNull();
    expect(card.getAllByText('Verified purchase')).toHaveLength(2);
    expect(trustCard().getByText('1,200+ verified purchases')).toBeVisible();
  });

  it("shows two of the seed's samples on a site that has nothing of its own", () => {
    renderCheckout(sampleProof);
    const card = reviewsCard();
    expect(card.getByText(sampleReviews.average)).toBeVisible();
    expect(card.getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(3);
    expect(card.getByText(sampleReviews.items[1].name)).toBeVisible();
    expect(card.queryByText(sampleReviews.items[2].name)).toBeNull();
  });

  it('leaves the card and the count out when there is nothing to show', () => {
    renderCheckout({ ...noSocialProof, quotes: [sellerQuote()] });
    expect(screen.queryByRole('region', { name: 'What Buyers Say' })).toBeNull();
    expect(trustCard().queryByText(/verified purchases/)).toBeNull();
  });
});
