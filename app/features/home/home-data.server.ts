import { parentsLine, proofView } from '#app/features/social-proof/proof-view.server.ts';
import { absoluteUrl, productJsonLd } from '#app/seo/json-ld.ts';
import { homeCopy } from './home-copy.ts';
import { pages } from '#content/pages.ts';
import type { HomeBlocks } from '#shared/contracts/page-blocks.ts';
import { fillCopy, placeholderValues } from '#shared/placeholders.ts';
import { saleEndsLine } from '#shared/sale-ends.ts';
import type { SiteInfo } from '#shared/site-info.ts';
import type { SocialProof } from '#shared/social-proof.ts';

/**
 * The home page: its copy (the published 'home' page's blocks) filled with the product record,
 * the link to share, the video, the reviews and the offer's structured data.
 */
export function homePageData(blocks: HomeBlocks, site: SiteInfo, proof: SocialProof) {
  const values = placeholderValues(site);
  const copy = fillCopy(homeCopy(blocks), values);
  const parents = parentsLine(proof);
  const regular = site.offer.compareAtPrice !== null;
  return {
    heading: site.pageTexts.homeHeadline,
    attorneyNotice: site.attorneyNotice,
    copy: {
      ...copy,
      hero: {
        ...copy.hero,
        // The seller's own words, shown as typed: never read for placeholders.
        lead: site.heroDescription,
        reassurance: parents ? [...copy.hero.reassurance, parents] : copy.hero.reassurance,
      },
      finalOffer: {
        ...copy.finalOffer,
        priceNote: regular ? copy.finalOffer.priceNote : copy.finalOffer.priceNoteAlone,
      },
    },
    price: values.price,
    /** Null when the seller sets no regular price: nothing is struck through. */
    compareAtPrice: regular ? values.compareAtPrice : null,
    /** "Sale ends November 30" under the price while a sale runs, if the seller shows it. */
    saleEnds: saleEndsLine(site.offer),
    shareUrl: absoluteUrl(site, pages.home.path),
    introVideoId: site.introVideoId,
    testimonials: proofView(site, proof),
    structuredData: [productJsonLd(site, pages.home.description, proof)],
  };
}

export type HomePageData = ReturnType<typeof homePageData>;
export type HomeContent = HomePageData['copy'];
