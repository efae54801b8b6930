import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { homeCopy as joinHomeCopy } from './home-copy.ts';
import { sampleReviews } from '#content/sample-reviews.ts';
import { noSocialProof, type SocialProof } from '#shared/social-proof.ts';
import { testSite } from '#tests/render-page.tsx';
import { sampleProof, sellerQuote, verifiedQuote } from '#tests/social-proof-factory.ts';
import { homePageData } from './home-data.server.ts';
import { HomePage } from './home-page.tsx';
import { seededBlocks } from '#tests/seeded-pages.ts';

const homeBlocks = seededBlocks('home');
const homeCopy = joinHomeCopy(homeBlocks);

const section = () => within(screen.getByRole('region', { name: homeCopy.testimonials.heading }));

/** The home page, once the testimonials' own chunk has loaded (when there are any). */
async function renderHome(proof: SocialProof) {
  const data = homePageData(homeBlocks, testSite, proof);
  render(
    <MemoryRouter>
      <HomePage data={data} />
    </MemoryRouter>,
  );
  if (data.testimonials) await section().findByRole('list', {}, { timeout: 4_000 });
  return data;
}

const product = (data: ReturnType<typeof homePageData>) => data.structuredData[0];

describe('the home page testimonials', () => {
  it('shows approved reviews with their stars, badge, date and reply, under the computed average', async () => {
    const data = await renderHome({
      ...noSocialProof,
      quotes: [
        verifiedQuote({ name: 'Maria G.', rating: 4, reply: 'Glad it helped, Maria.' }),
        verifiedQuote({ name: 'Tom H.', rating: 5 }),
        verifiedQuote({ name: 'Lee K.', rating: 5 }),
      ],
      rating: { average: 4.7, count: 3 },
    });
    const reviews = section();
    expect(reviews.getByText('4.7/5 from 3 verified buyers')).toBeVisible();
    expect(reviews.getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeVisible();
    const maria = within(reviews.getByText('Maria G.').closest('figure') ?? document.body);
    expect(maria.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    expect(maria.getByText('Verified purchase')).toBeVisible();
    expect(maria.getByText('November 3, 2026')).toHaveAttribute('datetime', '2026-11-03');
    expect(maria.getByText(`Reply from ${testSite.brand}`)).toBeVisible();
    expect(maria.getByText('Glad it helped, Maria.')).toBeVisible();
    expect(reviews.getAllByText('Verified purchase')).toHaveLength(3);
    expect(reviews.queryByText(sampleReviews.average)).toBeNull();

    expect(product(data)).toMatchObject({
      aggregateRating: { ratingValue: 4.7, reviewCount: 3, bestRating: 5, worstRating: 1 },
      review: [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: 'Maria G.' },
          reviewRating: { ratingValue: 4, bestRating: 5, worstRating: 1 },
          datePublished: '2026-11-03',
        },
        { author: { name: 'Tom H.' } },
        { author: { name: 'Lee K.' } },
      ],
    });
  });

  it('shows the reviews without an average below the minimum, and none in the structured data', async () => {
    const data = await renderHome({ ...noSocialProof, quotes: [verifiedQuote(), verifiedQuote()] });
    expect(section().getAllByText('Verified purchase')).toHaveLength(2);
    expect(section().queryByText(/verified buyers/)).toBeNull();
    expect(product(data)).not.toHaveProperty('aggregateRating');
    expect(product(data)).toMatchObject({ review: [{}, {}] });
  });

  it("labels the seller's testimonials as theirs: no stars, no verified badge, nothing for search engines", async () => {
    const data = await renderHome({
      ...noSocialProof,
      quotes: [sellerQuote({ name: 'Dana R.', location: 'Austin, TX' })],
    });
    const reviews = section();
    expect(reviews.getByText('Testimonial shared with us')).toBeVisible();
    expect(reviews.getByText('Austin, TX')).toBeVisible();
    expect(reviews.queryByRole('img')).toBeNull();
    expect(reviews.queryByText('Verified purchase')).toBeNull();
    expect(product(data)).not.toHaveProperty('review');
    expect(product(data)).not.toHaveProperty('aggregateRating');
  });

  it("shows the seed's samples as the seed did: its rating line and four five-star testimonials, never as structured data", async () => {
    const data = await renderHome(sampleProof);
    const reviews = section();
    expect(reviews.getByText(sampleReviews.average)).toBeVisible();
    expect(reviews.getByText(sampleReviews.basedOn)).toBeVisible();
    expect(reviews.getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(
      1 + sampleReviews.items.length,
    );
    for (const item of sampleReviews.items) expect(reviews.getByText(item.name)).toBeVisible();
    expect(reviews.queryByText('Verified purchase')).toBeNull();
    expect(product(data)).not.toHaveProperty('review');
    expect(product(data)).not.toHaveProperty('aggregateRating');
  });

  it('is left out, heading and all, when there is nothing to show', async () => {
    await renderHome(noSocialProof);
    expect(screen.queryByRole('heading', { name: homeCopy.testimonials.heading })).toBeNull();
    expect(screen.queryByText(/Rated/)).toBeNull();
  });

  it('says how many parents joined only when the data has enough of them', async () => {
    await renderHome({ ...noSocialProof, parents: 1500 });
    expect(screen.getByText('Join 1,500+ parents')).toBeVisible();
  });

  it('says nothing of parents below the threshold', async () => {
    await renderHome(noSocialProof);
    expect(screen.queryByText(/parents$/)).toBeNull();
  });
});
