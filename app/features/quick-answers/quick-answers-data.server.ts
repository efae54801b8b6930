import { faqPageJsonLd } from '#app/seo/json-ld.ts';
import { quickAnswersCopy } from '#content/quick-answers.ts';
import { fillCopy, placeholderValues } from '#shared/placeholders.ts';
import type { SiteInfo } from '#shared/site-info.ts';

/** The quick answers filled in, with their FAQPage structured data. */
export function quickAnswersPageData(site: SiteInfo) {
  const copy = fillCopy(quickAnswersCopy, placeholderValues(site));
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
