import { faqPageJsonLd } from '#app/seo/json-ld.ts';
import { getGuideLabel } from '#content/calls-to-action.ts';
import type { QuickAnswersBlocks } from '#shared/contracts/page-blocks.ts';
import { fillCopy, placeholderValues } from '#shared/placeholders.ts';
import type { SiteInfo } from '#shared/site-info.ts';

/** The quick answers (the published 'quick-answers' page's blocks) filled in, with their FAQPage structured data. */
export function quickAnswersPageData(blocks: QuickAnswersBlocks, site: SiteInfo) {
  // The checkout button's words are the site's own, not the seller's copy.
  const copy = fillCopy(
    { ...blocks, closing: { ...blocks.closing, checkoutLabel: getGuideLabel } },
    placeholderValues(site),
  );
  return {
    ...copy,
    structuredData: [
      faqPageJsonLd(
        copy.items.map((item) => ({
          question: item.question,
          answer: `${item.quickAnswer} ${item.detailedAnswer}`,
        })),
      ),
    ],
  };
}

export type QuickAnswersPageData = ReturnType<typeof quickAnswersPageData>;
