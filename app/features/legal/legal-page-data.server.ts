import { placeImages } from '#app/content/documents.server.ts';
import { formatDate } from '#app/content/format-date.ts';
import { renderSellerMarkdown } from '#app/content/seller-markdown.ts';
import type { PageMeta } from '#content/page-meta.ts';
import type { ContentImages } from '#shared/content-images.ts';
import { fillHtmlPlaceholders, placeholderValues } from '#shared/placeholders.ts';
import type { PublishedPage } from '#shared/published-content.ts';
import type { SiteInfo } from '#shared/site-info.ts';

/**
 * A legal page: the published page's Markdown body (written in the back office, so rendered
 * as the seller's Markdown: raw HTML shows as text) with the settings filled in, and the day
 * its text last changed.
 */
export function legalPageData(
  meta: PageMeta,
  page: PublishedPage,
  site: SiteInfo,
  images: ContentImages = () => undefined,
) {
  const html = fillHtmlPlaceholders(
    renderSellerMarkdown(page.content.body),
    placeholderValues(site),
  );
  return {
    heading: meta.heading,
    html: placeImages(html, images),
    updated: formatDate(page.updatedOn),
  };
}

export type LegalPageData = ReturnType<typeof legalPageData>;
