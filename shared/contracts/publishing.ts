import { z } from 'zod';
import { usStates } from '#shared/us-states.ts';
import { isStructuredPage, pageBlocksSchemas } from './page-blocks.ts';
import { isPlainText, unusualCharactersMessage } from './plain-text.ts';

/**
 * Publishing (the back office's Posts, State guides, Pages and People): what an entry holds,
 * how it is saved and published. Both the editor and `server/publishing/` import it.
 */
export const entryKinds = ['post', 'state_guide', 'page'] as const;
export type EntryKind = (typeof entryKinds)[number];

/**
 * Draft: never shown. Scheduled: published by the server at `scheduledAt`. Published: on the
 * site. Unpublished: was on the site, taken off (its address answers 404 until published again).
 */
export const entryStatuses = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type EntryStatus = (typeof entryStatuses)[number];

export const publishingLimits = {
  titleMax: 160,
  labelMax: 60,
  categoryMax: 60,
  descriptionMax: 320,
  slugMax: 80,
  keywordMax: 80,
  keywordsMax: 12,
  /** A body (or one state guide section) of Markdown: long articles run to 40,000. */
  bodyMaxChars: 100_000,
  headingMax: 160,
  sourcesMax: 40,
  sourceTitleMax: 200,
  sourceSupportsMax: 400,
  urlMax: 2_000,
  nameMax: 120,
  credentialsMax: 160,
  bioMax: 1_200,
  /** A page's structured blocks (FAQ, quick answers, the home page's sections) as JSON. */
  blocksMaxChars: 200_000,
} as const;

const plain = (field: string, max: number, options: { min?: number; multiline?: boolean } = {}) =>
  z
    .string({ error: `${field} is required.` })
    .trim()
    .min(options.min ?? 1, `${field} is required.`)
    .max(max, `${field} must be at most ${max} characters.`)
    .refine((value) => isPlainText(value, { multiline: options.multiline ?? false }), {
      message: unusualCharactersMessage,
    });

const optionalPlain = (field: string, max: number, multiline = false) =>
  plain(field, max, { min: 0, multiline });

/** Lower-case words joined by hyphens: the last segment of the page's address. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugField = z
  .string({ error: 'Slug is required.' })
  .trim()
  .min(1, 'Slug is required.')
  .max(publishingLimits.slugMax, `Slug must be at most ${publishingLimits.slugMax} characters.`)
  .regex(slugPattern, 'Slug may hold only lower-case letters, digits and single hyphens.');

/** A Markdown body; the Markdown itself is checked by the renderer (no raw HTML survives it). */
export const markdownField = (field: string) =>
  z
    .string()
    .max(
      publishingLimits.bodyMaxChars,
      `${field} is too long: at most ${publishingLimits.bodyMaxChars.toLocaleString('en-US')} characters.`,
    )
    .refine((value) => isPlainText(value.replace(/[\r\n\t]/g, ' '), { multiline: true }), {
      message: unusualCharactersMessage,
    });

/** A calendar day, YYYY-MM-DD. */
export const dayField = (field: string) =>
  z
    .string({ error: `${field} is required.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date, YYYY-MM-DD.`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
      message: `${field} must be a real date.`,
    });

const webAddress = z
  .string({ error: 'Address is required.' })
  .trim()
  .max(publishingLimits.urlMax, 'Address is too long.')
  .refine((value) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value) && URL.canParse(value), {
    message: 'Address must be a full web address starting with https://.',
  });

/** What a page relies on: shown to readers at its end, cited in its structured data. */
export const sourceSchema = z.object({
  title: plain('Source title', publishingLimits.sourceTitleMax),
  url: webAddress,
  /** What on the page it supports ("the 30-day deadline"). */
  supports: optionalPlain('What it supports', publishingLimits.sourceSupportsMax),
  /** The day someone last checked that the source still says this. */
  verifiedOn: dayField('Verified on'),
});
export type Source = z.infer<typeof sourceSchema>;

const personId = z.number().int().positive().nullable();

const keywordsField = z
  .array(plain('Keyword', publishingLimits.keywordMax))
  .max(publishingLimits.keywordsMax, `At most ${publishingLimits.keywordsMax} keywords.`);

/**
 * A text a published page needs, which a draft may still leave empty: the shape is checked at
 * every save, the text's presence when it is published or scheduled (`missingForPublication`).
 */
const draftable = (field: string, max: number) => plain(field, max, { min: 0 });

/** What every entry shows in its head and in lists. */
const headFields = {
  title: draftable('Title', publishingLimits.titleMax),
  description: draftable('Description', publishingLimits.descriptionMax),
  keywords: keywordsField,
};

/** Who wrote it, who reviewed it and on what: posts and state guides alike. */
const authorityFields = {
  authorId: personId,
  reviewerId: personId,
  sources: z
    .array(sourceSchema)
    .max(publishingLimits.sourcesMax, `At most ${publishingLimits.sourcesMax} sources.`),
};

export const postContentSchema = z.object({
  kind: z.literal('post'),
  ...headFields,
  slug: slugField,
  /** The short name breadcrumbs and link lists use. */
  label: draftable('Short label', publishingLimits.labelMax),
  category: draftable('Category', publishingLimits.categoryMax),
  /** Markdown; a line `<!-- cta -->` places the call to action. */
  body: markdownField('Body'),
  /** The blog index leads with the featured post. */
  featured: z.boolean(),
  ...authorityFields,
});
export type PostContent = z.infer<typeof postContentSchema>;

/**
 * A state guide's sections, in the order the one layout shows them; the call to action sits
 * after `pitfalls`. An empty section is left out of the page.
 */
/** A line of its own in a post's body: where the page puts a call to action. */
export const ctaMarker = '<!-- cta -->';

export const stateGuideSectionKeys = [
  'overview',
  'deadline',
  'review',
  'pitfalls',
  'forms',
  'whereToFile',
  'documents',
  'mistakes',
  'enforcement',
  'nextSteps',
] as const;
export type StateGuideSectionKey = (typeof stateGuideSectionKeys)[number];
/** The call to action follows this section (or the last one before it that has text). */
export const stateGuideCtaAfter: StateGuideSectionKey = 'whereToFile';

export const stateGuideSectionSchema = z.object({
  heading: optionalPlain('Heading', publishingLimits.headingMax),
  body: markdownField('Section'),
});
export type StateGuideSection = z.infer<typeof stateGuideSectionSchema>;

export const stateCodes = usStates.map(([code]) => code) as [string, ...string[]];

export const stateGuideContentSchema = z.object({
  kind: z.literal('state_guide'),
  ...headFields,
  slug: slugField,
  label: draftable('Short label', publishingLimits.labelMax),
  /** The jurisdiction's two-letter code (DC included). */
  state: z.enum(stateCodes, { error: 'Choose a state.' }),
  /** The agency's short name ("OAG") and its full name. */
  agency: draftable('Agency', 40),
  agencyName: draftable('Agency name', 160),
  /** Days from service to challenge an administrative order. */
  challengeDays: z
    .number({ error: 'Days to challenge must be a whole number.' })
    .int('Days to challenge must be a whole number.')
    .min(0, 'Days to challenge cannot be negative.')
    .max(365, 'Days to challenge must be at most 365.'),
  sections: z.object(
    Object.fromEntries(stateGuideSectionKeys.map((key) => [key, stateGuideSectionSchema])) as {
      [K in StateGuideSectionKey]: typeof stateGuideSectionSchema;
    },
  ),
  ...authorityFields,
});
export type StateGuideContent = z.infer<typeof stateGuideContentSchema>;

/**
 * The site's fixed pages the seller writes: the legal pages (a Markdown body) and the pages
 * built of structured copy (FAQ, quick answers, the home page's sections: `blocks`, checked
 * by the page's own schema in `server/publishing/`).
 */
export const pageKeys = [
  'home',
  'faq',
  'quick-answers',
  'legal-notice',
  'terms',
  'privacy',
  'accessibility',
] as const;
export type PageKey = (typeof pageKeys)[number];

/**
 * A legal page holds its Markdown `body` and no blocks; a structured page (home, FAQ, quick
 * answers) holds `blocks` of its own shape (`page-blocks.ts`), each wrong field named.
 */
export const pageContentSchema = z
  .object({
    kind: z.literal('page'),
    ...headFields,
    slug: z.enum(pageKeys),
    body: markdownField('Body'),
    blocks: z.unknown(),
  })
  .superRefine((page, ctx) => {
    if (!isStructuredPage(page.slug)) {
      if (page.blocks !== null && page.blocks !== undefined)
        ctx.addIssue({ code: 'custom', path: ['blocks'], message: 'This page has no sections.' });
      if (page.body.trim() === '')
        ctx.addIssue({ code: 'custom', path: ['body'], message: 'Body is required.' });
      return;
    }
    const blocks = pageBlocksSchemas[page.slug].safeParse(page.blocks);
    if (!blocks.success)
      for (const issue of blocks.error.issues)
        ctx.addIssue({ code: 'custom', path: ['blocks', ...issue.path], message: issue.message });
  });
export type PageContent = z.infer<typeof pageContentSchema>;

export const entryContentSchema = z.discriminatedUnion('kind', [
  postContentSchema,
  stateGuideContentSchema,
  pageContentSchema,
]);
export type EntryContent = z.infer<typeof entryContentSchema>;

const required = (field: string) => `${field} is required before publishing.`;

/**
 * What a draft still lacks before it can be shown, by field as the API names it
 * (`content.title`): the texts every page of its kind shows.
 */
export function missingForPublication(content: EntryContent): Record<string, string> {
  const missing: Record<string, string> = {};
  const need = (field: string, label: string, present: boolean) => {
    if (!present) missing[`content.${field}`] = required(label);
  };
  need('title', 'Title', content.title !== '');
  need('description', 'Description', content.description !== '');
  if (content.kind === 'post') {
    need('label', 'Short label', content.label !== '');
    need('category', 'Category', content.category !== '');
    need('body', 'Body', content.body.trim() !== '');
  } else if (content.kind === 'state_guide') {
    need('label', 'Short label', content.label !== '');
    need('agency', 'Agency', content.agency !== '');
    need('agencyName', 'Agency name', content.agencyName !== '');
    if (content.challengeDays < 1)
      missing['content.challengeDays'] = 'Days to challenge must be at least 1.';
    need(
      'sections.overview.body',
      'The first section',
      Object.values(content.sections).some((section) => section.body.trim() !== ''),
    );
  }
  return missing;
}

/** An author or reviewer. */
export const personInputSchema = z.object({
  name: plain('Name', publishingLimits.nameMax),
  slug: slugField,
  credentials: optionalPlain('Credentials', publishingLimits.credentialsMax),
  bio: optionalPlain('Short bio', publishingLimits.bioMax, true),
  /** An uploaded image's file name (media library). */
  photo: z.string().trim().max(200).nullable(),
});
export type PersonInput = z.infer<typeof personInputSchema>;

export const personSchema = personInputSchema.extend({
  id: z.number().int(),
  path: z.string(),
});
export type Person = z.infer<typeof personSchema>;

/** `PUT` of an entry: the working copy, and the version it was edited from. */
export const saveEntrySchema = z.object({
  version: z.number().int().min(1),
  content: entryContentSchema,
  /** Saved by itself while typing: keeps the draft, writes no revision. */
  autosave: z.boolean().default(false),
});
export type SaveEntry = z.infer<typeof saveEntrySchema>;

export const createEntrySchema = z.object({ content: entryContentSchema });

export const publishEntrySchema = z.object({ version: z.number().int().min(1) });

export const scheduleEntrySchema = z.object({
  version: z.number().int().min(1),
  /** When the server publishes it, ISO 8601 with its offset; must be in the future. */
  at: z.iso.datetime({ offset: true, error: 'Choose a date and time.' }),
});

/** Deleting asks where the address goes: nowhere (410 Gone) or to one of our pages (301). */
export const deleteEntrySchema = z.object({
  redirectTo: z
    .string()
    .trim()
    .max(300)
    .regex(/^\/(?!\/)[^\s?#]*$/, 'Choose one of the site’s own pages.')
    .nullable(),
});

export const markReviewedSchema = z.object({
  version: z.number().int().min(1),
  reviewedOn: dayField('Reviewed on'),
  /** A change a reader should know of: the updated date moves and buyers may be told. */
  substantive: z.boolean(),
  note: optionalPlain('What changed', 400, true),
});

/** An entry as the back office lists it. */
export const entrySummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(entryKinds),
  slug: z.string(),
  title: z.string(),
  path: z.string(),
  status: z.enum(entryStatuses),
  scheduledAt: z.string().nullable(),
  publishedOn: z.string().nullable(),
  updatedOn: z.string().nullable(),
  reviewedOn: z.string().nullable(),
  /** The working copy differs from what is published. */
  hasDraftChanges: z.boolean(),
  savedAt: z.string(),
  savedBy: z.string().nullable(),
});
export type EntrySummary = z.infer<typeof entrySummarySchema>;

export const entryDetailSchema = entrySummarySchema.extend({
  version: z.number().int(),
  draft: entryContentSchema,
  published: entryContentSchema.nullable(),
});
export type EntryDetail = z.infer<typeof entryDetailSchema>;

export const revisionSchema = z.object({
  number: z.number().int(),
  action: z.enum(['saved', 'published', 'scheduled', 'restored', 'reviewed']),
  savedAt: z.string(),
  savedBy: z.string().nullable(),
});
export type Revision = z.infer<typeof revisionSchema>;

/** The answer to a save on a stale version: who saved the newer one and when. */
export const staleSaveMessage =
  'Someone else saved this page after you opened it. Copy your changes, reload, and apply them again.';
