import { describe, expect, it } from 'vitest';
import { noSocialProof } from '#shared/social-proof.ts';
import { testSite } from '#tests/render-page.tsx';
import { testOffer } from '#tests/site-factory.ts';
import { homePageData } from './home-data.server.ts';
import { seededBlocks } from '#tests/seeded-pages.ts';

const homeBlocks = seededBlocks('home');

describe('the home page’s data', () => {
  it('takes its heading from the seller’s headline', () => {
    const site = {
      ...testSite,
      pageTexts: { ...testSite.pageTexts, homeHeadline: 'Answer your notice for $47' },
    };
    expect(homePageData(homeBlocks, site, noSocialProof).heading).toBe(
      'Answer your notice for $47',
    );
  });

  it('names the regular price only when the seller sets one', () => {
    const withRegular = homePageData(
      homeBlocks,
      { ...testSite, offer: testOffer({ compareAtPrice: 97 }) },
      noSocialProof,
    );
    expect(withRegular.compareAtPrice).toBe('$97');
    expect(withRegular.copy.finalOffer.priceNote).toContain('(regularly $97)');

    // The shop's default: no regular price.
    const without = homePageData(homeBlocks, testSite, noSocialProof);
    expect(without.compareAtPrice).toBeNull();
    expect(without.copy.finalOffer.priceNote).toBe('One-time payment of $47, no subscription');
  });

  it('builds the guarantee from the refund window', () => {
    const data = homePageData(
      homeBlocks,
      { ...testSite, offer: testOffer({ refundWindowDays: 30 }) },
      noSocialProof,
    );
    expect(data.copy.finalOffer.guarantee).toMatch(
      /^30-Day Money-Back Guarantee\. .* within 30 days for a full refund\.$/,
    );
  });
});
