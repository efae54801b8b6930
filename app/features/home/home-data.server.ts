import { absoluteUrl, productJsonLd } from '#app/seo/json-ld.ts';
import { homeCopy } from '#content/home.ts';
import { pages } from '#content/pages.ts';
import { fillCopy, placeholderValues } from '#shared/placeholders.ts';
import type { SiteInfo } from '#shared/site-info.ts';

/** The home page: its copy filled with the product record, the link to share, the video and the offer's structured data. */
export function homePageData(site: SiteInfo) {
  const values = placeholderValues(site);
  const copy = fillCopy(homeCopy, values);
  return {
    heading: pages.home.heading,
    // The seller's own words, shown as typed: never read for placeholders.
    copy: { ...copy, hero: { ...copy.hero, lead: site.heroDescription } },
    price: values.price,
    compareAtPrice: values.compareAtPrice,
    shareUrl: absoluteUrl(site, pages.home.path),
    introVideoId: site.introVideoId,
    structuredData: [productJsonLd(site, pages.home.description)],
  };
}

export type HomePageData = ReturnType<typeof homePageData>;
export type HomeContent = HomePageData['copy'];
