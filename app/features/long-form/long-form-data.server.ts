import { contentDocument } from '#app/content/documents.server.ts';
import { formatDate } from '#app/content/format-date.ts';
import { articleJsonLd } from '#app/seo/json-ld.ts';
import { articles, type LongFormMeta } from '#content/articles.ts';
import { callToAction } from '#content/calls-to-action.ts';
import { stateGuides } from '#content/state-guides.ts';
import { fillCopy, placeholderValues } from '#shared/placeholders.ts';
import type { ContentImages } from '#shared/content-images.ts';
import type { SiteInfo } from '#shared/site-info.ts';

export interface PageLink {
  path: string;
  title: string;
  description: string;
}

const linkTo = (page: LongFormMeta): PageLink => ({
  path: page.path,
  title: page.title,
  description: page.description,
});

/**
 * Everything an article or state guide page shows, filled with the product
 * record's facts: its text in sections, the call to action between them, links
 * to the other articles and guides, and its Article structured data.
 */
export function longFormPageData(
  meta: LongFormMeta,
  documentName: string,
  site: SiteInfo,
  images: ContentImages,
) {
  const values = placeholderValues(site);
  const document = contentDocument(documentName, values, images);
  return {
    page: {
      heading: meta.heading,
      description: meta.description,
      category: meta.category,
      readMinutes: meta.readMinutes,
      published: formatDate(meta.published),
      updated: formatDate(document.updated),
    },
    sections: document.sections,
    attorneyNotice: site.attorneyNotice,
    cta: fillCopy(callToAction, values),
    articles: articles.filter((entry) => entry.path !== meta.path).map(linkTo),
    states: stateGuides.filter((entry) => entry.path !== meta.path).map(linkTo),
    structuredData: [
      articleJsonLd(site, {
        page: meta,
        published: meta.published,
        updated: document.updated,
        readMinutes: meta.readMinutes,
        wordCount: document.wordCount,
        section: meta.category,
      }),
    ],
  };
}

export type LongFormPageData = ReturnType<typeof longFormPageData>;
