import { plainText, renderInline } from '#app/content/markdown.ts';
import { faqPageJsonLd } from '#app/seo/json-ld.ts';
import { faqCopy } from '#content/faq.ts';
import { fillCopy, placeholderValues } from '#shared/placeholders.ts';
import type { SiteInfo } from '#shared/site-info.ts';

/** The FAQ page: its copy filled in, answers as HTML, and the FAQPage structured data. */
export function faqPageData(site: SiteInfo) {
  const copy = fillCopy(faqCopy, placeholderValues(site));
  return {
    intro: copy.intro,
    links: copy.links,
    disclaimer: copy.disclaimer,
    items: copy.items.map((item) => ({
      id: item.id,
      question: item.question,
      answerHtml: item.answer.map(renderInline),
    })),
    structuredData: [
      faqPageJsonLd(
        copy.items.map((item) => ({
          question: item.question,
          answer: item.answer.map(plainText).join('\n\n'),
        })),
      ),
    ],
  };
}

export type FaqPageData = ReturnType<typeof faqPageData>;
