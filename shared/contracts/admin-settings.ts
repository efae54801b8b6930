import { z } from 'zod';
import { isPlainText, unusualCharactersMessage } from './plain-text.ts';

/** Longest value of each content setting, in characters. */
export const contentSettingLimits = {
  websiteTitle: 60,
  guideTitle: 100,
  homeHeadline: 120,
  checkoutHeadline: 100,
  checkoutWarningTitle: 60,
  checkoutWarningText: 300,
  payButtonLabel: 80,
  heroDescription: 600,
  operatorName: 200,
  operatorAddress: 300,
  governingState: 60,
} as const;

/** The whole numbers each counted setting accepts. */
export const contentSettingRanges = {
  refundWindowDays: { min: 1, max: 365 },
  reviewRequestAfterDays: { min: 1, max: 90 },
  reviewsMinimumShown: { min: 1, max: 50 },
} as const;

/** The placeholders the seller's own headlines and labels may name. */
export const claimPlaceholders = ['price', 'savings'] as const;

/** The price range the shop accepts, in dollars: a charge below $1 costs more than it brings. */
export const priceRange = { min: 1, max: 9999.99 } as const;

function settingText(label: string, max: number, options = { multiline: false }) {
  return z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .min(1, `Enter the ${label}.`)
    .max(max, `Use at most ${max} characters.`)
    .refine((text) => isPlainText(text, options), unusualCharactersMessage);
}

function wholeNumber(label: string, range: { min: number; max: number }) {
  const message = `Enter the ${label}: a whole number from ${range.min} to ${range.max}.`;
  return z.number({ error: message }).int(message).min(range.min, message).max(range.max, message);
}

/** The {{names}} a text writes, in order, each time it writes one. */
export const namedPlaceholders = (text: string) =>
  [...text.matchAll(/\{\{(\w*)\}\}/g)].map((match) => match[1] ?? '');

/**
 * A text the seller writes for a page, which may name the price and the saving (filled when
 * the page is shown); any other name in braces is refused here rather than failing a page.
 */
function claimText(label: string, max: number) {
  return settingText(label, max).superRefine((text, context) => {
    const unknown = namedPlaceholders(text).find(
      (name) => !(claimPlaceholders as readonly string[]).includes(name),
    );
    if (unknown !== undefined)
      context.addIssue({
        code: 'custom',
        message: `{{${unknown}}} is not filled in: use only {{price}} and {{savings}}.`,
      });
  });
}

/** The texts that may name {{savings}}, and how each field's message names it. */
const savingsTexts = {
  homeHeadline: 'headline',
  checkoutHeadline: 'headline',
  checkoutWarningTitle: 'title',
  checkoutWarningText: 'text',
  payButtonLabel: 'label',
} as const;

const hasCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

function dollars(label: string) {
  const range = `between $${priceRange.min.toFixed(2)} and $${priceRange.max.toLocaleString('en-US')}`;
  return (
    z
      .number({ error: `Enter the ${label} in dollars, like 47.00.` })
      .min(priceRange.min, `The ${label} must be ${range}.`)
      .max(priceRange.max, `The ${label} must be ${range}.`)
      .refine(hasCents, `Use at most two decimals (cents) for the ${label}.`)
      // 47.000000001 passes as 47.00 (binary fractions); it is stored as the cents it means.
      .transform((value) => Math.round(value * 100) / 100)
  );
}

/**
 * The content settings the back office edits, checked the same way in the form and the API.
 * Prices are dollars (two decimals at most); an empty intro video id means none. The
 * guarantee's wording is built from the refund window, so the two can never disagree.
 */
export const contentSettingsSchema = z
  .object({
    websiteTitle: settingText('website title', contentSettingLimits.websiteTitle),
    guidePrice: dollars('guide price'),
    // Empty (null) when the seller sets none: no struck-through price, no saving claimed.
    compareAtPrice: dollars('regular price').nullable(),
    refundWindowDays: wholeNumber('refund window in days', contentSettingRanges.refundWindowDays),
    guideTitle: settingText('guide title', contentSettingLimits.guideTitle),
    heroDescription: settingText('hero description', contentSettingLimits.heroDescription, {
      multiline: true,
    }),
    homeHeadline: claimText('home headline', contentSettingLimits.homeHeadline),
    checkoutHeadline: claimText('checkout headline', contentSettingLimits.checkoutHeadline),
    checkoutWarningTitle: claimText('warning title', contentSettingLimits.checkoutWarningTitle),
    checkoutWarningText: claimText('warning text', contentSettingLimits.checkoutWarningText),
    payButtonLabel: claimText('pay button label', contentSettingLimits.payButtonLabel),
    reviewRequestAfterDays: wholeNumber(
      'days before a review request',
      contentSettingRanges.reviewRequestAfterDays,
    ),
    reviewsMinimumShown: wholeNumber(
      'number of reviews before the average shows',
      contentSettingRanges.reviewsMinimumShown,
    ),
    introVideoId: z
      .string({ error: 'Enter a YouTube video id, or leave it empty.' })
      .trim()
      .regex(/^([\w-]{11})?$/, 'A YouTube video id is 11 letters, digits, - or _.'),
    operatorName: settingText('operator name', contentSettingLimits.operatorName),
    operatorAddress: settingText('postal address', contentSettingLimits.operatorAddress),
    governingState: settingText('governing state', contentSettingLimits.governingState),
  })
  .refine(
    (settings) => settings.compareAtPrice === null || settings.compareAtPrice > settings.guidePrice,
    {
      path: ['compareAtPrice'],
      message: 'The regular price must be more than the guide price (it is shown struck through).',
    },
  )
  .superRefine((settings, context) => {
    if (settings.compareAtPrice !== null) return;
    for (const [field, what] of Object.entries(savingsTexts)) {
      if (namedPlaceholders(settings[field as keyof typeof savingsTexts]).includes('savings'))
        context.addIssue({
          code: 'custom',
          path: [field],
          message: `Set a regular price, or take {{savings}} out of the ${what}`,
        });
    }
  });

export type ContentSettings = z.infer<typeof contentSettingsSchema>;

/** `GET /api/admin/settings`: the settings in force, and the bundle's fixed (disabled) facts. */
export const contentSettingsAnswer = z.object({
  settings: contentSettingsSchema,
  /** The bundle is not sold: its price and title are shown disabled. */
  bundle: z.object({ price: z.number(), title: z.string() }),
  /** Null until the first save: the shop runs on its defaults. */
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type ContentSettingsAnswer = z.infer<typeof contentSettingsAnswer>;

/** `POST /api/admin/settings/preview`: where the draft can be seen (only by this session). */
export const previewAnswer = z.object({ url: z.string() });
