import { absoluteUrl, productJsonLd } from '#app/seo/json-ld.ts';
import { homeCopy } from '#content/home.ts';
import { pages } from '#content/pages.ts';
import { fillCopy, fillPlaceholders, placeholderValues } from '#shared/placeholders.ts';
import type { SiteInfo } from '#shared/site-info.ts';

/** The home page: its copy filled with the product record, the link to share, the video and the offer's structured data. */
export function homePageData(site: SiteInfo) {
  const values = placeholderValues(site);
  const copy = fillCopy(homeCopy, values);
  const regular = site.offer.compareAtPrice !== null;
  return {
    heading: fillPlaceholders(site.pageTexts.homeHeadline, values),
    // The seller's own words, shown as typed: never read for placeholders.
    copy: {
      ...copy,
      hero: { ...copy.hero, lead: site.heroDescription },
      finalOffer: {
        ...copy.finalOffer,
        priceNote: regular ? copy.finalOffer.priceNote : copy.finalOffer.priceNoteAlone,
      },
    },
    price: values.price,
    /** Null when the seller sets no regular price: nothing is struck through. */
    compareAtPrice: regular ? values.compareAtPrice : null,
    shareUrl: absoluteUrl(site, pages.home.path),
    introVideoId: site.introVideoId,
    structuredData: [productJsonLd(site, pages.home.description)],
  };
}

export type HomePageData = ReturnType<typeof homePageData>;
export type HomeContent = HomePageData['copy'];
