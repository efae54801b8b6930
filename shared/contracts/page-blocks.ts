import { z } from 'zod';
import { placeholderNames } from '#shared/placeholders.ts';
import { isPlainText, unusualCharactersMessage } from './plain-text.ts';
import type { PageKey } from './publishing.ts';

/**
 * The structured copy of the fixed pages the seller writes in the back office (Pages): the
 * home page's sections, the FAQ and the quick answers. Each page key has its own shape; the
 * strings may name the {{placeholders}}. The site's interface words (share and play buttons,
 * the guide's call-to-action label) are not here: they stay in `content/`.
 */

/** Longest short line (a heading, a label, a question). */
const lineMax = 300;
/** Longest paragraph. */
const paragraphMax = 3_000;
/** Most items in one list. */
const itemsMax = 40;

const placeholderPattern = /\{\{([^}]*)\}\}/g;
const knownPlaceholders = new Set<string>(placeholderNames);

/** The first {{name}} the text holds that is not a placeholder the site fills, if any. */
export function unknownPlaceholder(text: string): string | undefined {
  return [...text.matchAll(placeholderPattern)]
    .map((match) => match[1] ?? '')
    .find((name) => !knownPlaceholders.has(name));
}

const text = (field: string, max: number, options: { optional?: boolean } = {}) =>
  z
    .string({ error: `${field} is required.` })
    .trim()
    .min(options.optional ? 0 : 1, `${field} is required.`)
    .max(max, `${field} must be at most ${max.toLocaleString('en-US')} characters.`)
    .refine((value) => isPlainText(value, { multiline: false }), {
      message: unusualCharactersMessage,
    })
    .superRefine((value, ctx) => {
      const unknown = unknownPlaceholder(value);
      if (unknown !== undefined)
        ctx.addIssue({
          code: 'custom',
          message: `${field} names {{${unknown}}}, which the site does not fill in.`,
        });
    });

const line = (field: string) => text(field, lineMax);
const paragraph = (field: string) => text(field, paragraphMax);

const list = <T extends z.ZodType>(field: string, item: T, min = 1) =>
  z
    .array(item, { error: `${field} must be a list.` })
    .min(min, `${field} needs at least ${min} item${min === 1 ? '' : 's'}.`)
    .max(itemsMax, `${field} may hold at most ${itemsMax} items.`);

/** An anchor on the FAQ page (/faq#refunds): lower-case words joined by hyphens. */
const anchor = (field: string) =>
  z
    .string({ error: `${field} is required.` })
    .trim()
    .min(1, `${field} is required.`)
    .max(60, `${field} must be at most 60 characters.`)
    .regex(
      /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
      `${field} may hold only lower-case letters, digits and hyphens.`,
    );

const titledText = z.object({ title: line('Title'), text: paragraph('Text') });

export const homeBlocksSchema = z.object({
  /** `short`: the one line a phone shows, the full text a tap away. */
  disclaimer: z.object({
    title: line('Disclaimer title'),
    short: line('Short disclaimer'),
    text: paragraph('Disclaimer'),
  }),
  hero: z.object({
    eyebrow: line('Eyebrow'),
    /** The page adds the count of parents (social proof) when there is one. */
    reassurance: list('Reassurance', line('Reassurance')),
    shareLabel: line('Share label'),
    shareText: paragraph('Share text'),
  }),
  explainer: z.object({
    heading: line('Heading'),
    paragraphs: list('Paragraphs', paragraph('Paragraph')),
  }),
  whatsInside: z.object({
    heading: line('Heading'),
    intro: paragraph('Intro'),
    items: list('Items', titledText),
  }),
  video: z.object({
    heading: line('Heading'),
    text: paragraph('Text'),
    title: line('Video title'),
    posterAlt: line('Poster description'),
  }),
  /** The quotes and figures come from the reviews. */
  testimonials: z.object({ heading: line('Heading') }),
  faqCards: z.object({
    heading: line('Heading'),
    intro: paragraph('Intro'),
    /** `faqId`: the FAQ entry that says more, which "Read more" opens. */
    items: list(
      'Questions',
      z.object({
        question: line('Question'),
        answer: paragraph('Answer'),
        faqId: anchor('FAQ anchor'),
      }),
    ),
    linkLabel: line('Link label'),
    cta: line('Button'),
  }),
  learn: z.object({ heading: line('Heading'), items: list('Items', line('Item')) }),
  enforcement: z.object({
    heading: line('Heading'),
    intro: paragraph('Intro'),
    consequences: list('Consequences', titledText),
    comparison: z.object({
      heading: line('Heading'),
      attorneyLabel: line('Attorney label'),
      attorneyRate: line('Attorney rate'),
      attorneyTotal: line('Attorney total'),
      guideLabel: line('Guide label'),
      guidePrice: line('Guide price'),
      note: paragraph('Note'),
    }),
  }),
  finalOffer: z.object({
    heading: line('Heading'),
    text: paragraph('Text'),
    points: list('Points', line('Point')),
    priceNote: line('Price note'),
    /** The price note when the seller sets no regular price. */
    priceNoteAlone: line('Price note without a regular price'),
    guarantee: paragraph('Guarantee'),
  }),
});
export type HomeBlocks = z.infer<typeof homeBlocksSchema>;

export const faqBlocksSchema = z.object({
  intro: paragraph('Intro'),
  links: z.object({
    quickAnswers: line('Quick answers link'),
    legalNotice: line('Legal notice link'),
    terms: line('Terms link'),
    privacy: line('Privacy link'),
  }),
  disclaimer: z.object({ title: line('Disclaimer title'), text: paragraph('Disclaimer') }),
  /** Each answer is 1-3 paragraphs of one-line Markdown (links, emphasis). */
  items: list(
    'Questions',
    z.object({
      id: anchor('Anchor'),
      question: line('Question'),
      answer: list('Answer', paragraph('Paragraph')),
    }),
  ).superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      if (seen.has(item.id))
        ctx.addIssue({
          code: 'custom',
          path: [index, 'id'],
          message: 'Anchor is already used by another question.',
        });
      seen.add(item.id);
    });
  }),
});
export type FaqBlocks = z.infer<typeof faqBlocksSchema>;
export type FaqEntry = FaqBlocks['items'][number];

export const urgencies = ['Critical', 'High', 'Medium'] as const;
export type Urgency = (typeof urgencies)[number];

export const quickAnswersBlocksSchema = z.object({
  intro: paragraph('Intro'),
  labels: z.object({
    quickAnswer: line('Quick answer label'),
    detailedAnswer: line('Detailed answer label'),
    guide: line('Guide label'),
    urgency: line('Urgency label'),
  }),
  cta: line('Button'),
  items: list(
    'Questions',
    z.object({
      question: line('Question'),
      urgency: z.enum(urgencies, { error: 'Choose Critical, High or Medium.' }),
      quickAnswer: paragraph('Quick answer'),
      detailedAnswer: paragraph('Detailed answer'),
      guide: line('Where the guide covers it'),
    }),
  ),
  closing: z.object({
    heading: line('Heading'),
    text: paragraph('Text'),
    faqLabel: line('FAQ link'),
  }),
});
export type QuickAnswersBlocks = z.infer<typeof quickAnswersBlocksSchema>;
export type QuickAnswer = QuickAnswersBlocks['items'][number];

/** The page keys whose copy is structured, and the shape of each. */
export const pageBlocksSchemas = {
  home: homeBlocksSchema,
  faq: faqBlocksSchema,
  'quick-answers': quickAnswersBlocksSchema,
} as const;
export type StructuredPageKey = keyof typeof pageBlocksSchemas;

export interface PageBlocksByKey {
  home: HomeBlocks;
  faq: FaqBlocks;
  'quick-answers': QuickAnswersBlocks;
}

export const isStructuredPage = (key: PageKey): key is StructuredPageKey =>
  Object.hasOwn(pageBlocksSchemas, key);
