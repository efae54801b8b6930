import { plainText } from '#app/content/markdown.ts';
import { renderSellerInline } from '#app/content/seller-markdown.ts';
import { faqPageJsonLd } from '#app/seo/json-ld.ts';
import type { FaqBlocks } from '#shared/contracts/page-blocks.ts';
import { fillCopy, fillHtmlPlaceholders, placeholderValues } from '#shared/placeholders.ts';
import type { SiteInfo } from '#shared/site-info.ts';

/**
 * The FAQ page: its copy (the published 'faq' page's blocks) filled in, answers as HTML, and the FAQPage structured data. An
 * answer's Markdown is rendered before the settings fill it, and they fill it escaped: what
 * the seller typed (a title with `<` or `![`) is text, never markup.
 */
export function faqPageData(blocks: FaqBlocks, site: SiteInfo) {
  const values = placeholderValues(site);
  const copy = fillCopy(blocks, values);
  return {
    intro: copy.intro,
    links: copy.links,
    disclaimer: copy.disclaimer,
    items: blocks.items.map((item, index) => ({
      id: item.id,
      question: copy.items[index]?.question ?? item.question,
      answerHtml: item.answer.map((line) => fillHtmlPlaceholders(renderSellerInline(line), values)),
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
