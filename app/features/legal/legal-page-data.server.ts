import { contentDocument } from '#app/content/documents.server.ts';
import { formatDate } from '#app/content/format-date.ts';
import type { PageMeta } from '#content/page-meta.ts';
import { placeholderValues } from '#shared/placeholders.ts';
import type { SiteInfo } from '#shared/site-info.ts';

/** A legal page's text and the date it last changed, which is kept with the text. */
export function legalPageData(page: PageMeta, documentName: string, site: SiteInfo) {
  const document = contentDocument(documentName, placeholderValues(site));
  return {
    heading: page.heading,
    html: document.sections.join(''),
    updated: formatDate(document.updated),
  };
}

export type LegalPageData = ReturnType<typeof legalPageData>;
