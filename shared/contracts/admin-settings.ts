import { z } from 'zod';
import { emailField, fieldLimits } from './fields.ts';
import { isTimeZone } from '../time-zone.ts';
import { isPlainText, unusualCharactersMessage } from './plain-text.ts';

/** Longest value of each content setting, in characters. */
export const contentSettingLimits = {
  websiteTitle: 60,
  supportEmail: fieldLimits.email,
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
  attorneyNotice: 300,
  chatTitle: 60,
} as const;

/**
 * Whether checkouts charge sales tax: not at all, or as Stripe Tax computes it on the buyer's
 * billing address (the test provider simulates a rate when no Stripe keys are set).
 */
export const taxModes = ['off', 'stripe_tax'] as const;
export type TaxMode = (typeof taxModes)[number];

/** Whether the guide's price is before tax (tax added at payment) or includes it. */
export const taxPriceModes = ['exclusive', 'inclusive'] as const;
export type TaxPriceMode = (typeof taxPriceModes)[number];

/**
 * The settings a buyer reads whose defaults are sample copy: each is a sample until the seller
 * saves their own wording, or keeps the sample's wording on purpose (`ownTexts`).
 */
export const sampleTextFields = [
  'websiteTitle',
  'guideTitle',
  'homeHeadline',
  'heroDescription',
  'checkoutHeadline',
  'checkoutWarningTitle',
  'checkoutWarningText',
  'payButtonLabel',
] as const;
export type SampleTextField = (typeof sampleTextFields)[number];

/** Where the back office's Content form shows a setting: the launch checklist links there. */
export const contentSettingAnchor = (field: keyof ContentSettings) => `content-${field}`;

/** The whole numbers each counted setting accepts. */
export const contentSettingRanges = {
  refundWindowDays: { min: 1, max: 365 },
  reviewRequestAfterDays: { min: 1, max: 90 },
  reviewsMinimumShown: { min: 1, max: 50 },
  reviewIntervalMonths: { min: 1, max: 60 },
} as const;

/** The placeholders the seller's own headlines and labels may name. */
export const claimPlaceholders = ['price', 'savings'] as const;

/** The price range the shop accepts, in dollars: a charge below $1 costs more than it brings. */
export const priceRange = { min: 1, max: 9999.99 } as const;

/** A sale may go lower, to the least a card payment can be (Stripe's minimum charge). */
export const salePriceRange = { min: 0.5, max: priceRange.max } as const;

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

function dollars(label: string, limits: { min: number; max: number } = priceRange) {
  const range = `between $${limits.min.toFixed(2)} and $${limits.max.toLocaleString('en-US')}`;
  return (
    z
      .number({ error: `Enter the ${label} in dollars, like 47.00.` })
      .min(limits.min, `The ${label} must be ${range}.`)
      .max(limits.max, `The ${label} must be ${range}.`)
      .refine(hasCents, `Use at most two decimals (cents) for the ${label}.`)
      // 47.000000001 passes as 47.00 (binary fractions); it is stored as the cents it means.
      .transform((value) => Math.round(value * 100) / 100)
  );
}

/** When a sale starts or ends: an ISO instant with its offset, kept as the UTC instant it means. */
function saleMoment(label: string) {
  const message = `Enter when the sale ${label} as a date and time.`;
  return z
    .string({ error: message })
    .pipe(z.iso.datetime({ offset: true, error: message }))
    .transform((moment) => new Date(moment).toISOString())
    .nullable();
}

/** The sale's fields: all four or none (a price needs both dates; the end comes after the start). */
function checkSale(
  settings: {
    guidePrice: number;
    salePrice: number | null;
    saleStartsAt: string | null;
    saleEndsAt: string | null;
  },
  context: z.RefinementCtx,
) {
  const { salePrice, saleStartsAt, saleEndsAt } = settings;
  const issue = (path: string, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });
  if (salePrice === null) {
    if (saleStartsAt !== null || saleEndsAt !== null)
      issue('salePrice', 'Enter the sale price, or clear the sale’s dates.');
    return;
  }
  if (salePrice >= settings.guidePrice)
    issue('salePrice', 'The sale price must be less than the guide price.');
  if (saleStartsAt === null) issue('saleStartsAt', 'Enter when the sale starts.');
  if (saleEndsAt === null) issue('saleEndsAt', 'Enter when the sale ends.');
  if (saleStartsAt !== null && saleEndsAt !== null && saleEndsAt <= saleStartsAt)
    issue('saleEndsAt', 'The sale must end after it starts.');
}

/**
 * The content settings the back office edits, checked the same way in the form and the API.
 * Prices are dollars (two decimals at most); an empty intro video id means none. The
 * guarantee's wording is built from the refund window, so the two can never disagree. The sale
 * is stored as planned; the server applies it by its clock when the settings are read.
 */
export const contentSettingsSchema = z
  .object({
    websiteTitle: settingText('website title', contentSettingLimits.websiteTitle),
    // Pages, mail footers, Reply-To and the chat's hand-over give this address.
    supportEmail: emailField,
    guidePrice: dollars('guide price'),
    // Empty (null) when the seller sets none: no struck-through price, no saving claimed.
    compareAtPrice: dollars('regular price').nullable(),
    // A dated sale: its price is charged and shown from the start (included) to the end.
    salePrice: dollars('sale price', salePriceRange).nullable(),
    saleStartsAt: saleMoment('starts'),
    saleEndsAt: saleMoment('ends'),
    saleShowsEnd: z.boolean({ error: 'Choose whether pages show when the sale ends.' }),
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
    // A published page whose sources were verified longer ago is listed "review due".
    reviewIntervalMonths: wholeNumber(
      'review interval in months',
      contentSettingRanges.reviewIntervalMonths,
    ),
    introVideoId: z
      .string({ error: 'Enter a YouTube video id, or leave it empty.' })
      .trim()
      .regex(/^([\w-]{11})?$/, 'A YouTube video id is 11 letters, digits, - or _.'),
    operatorName: settingText('operator name', contentSettingLimits.operatorName),
    operatorAddress: settingText('postal address', contentSettingLimits.operatorAddress),
    governingState: settingText('governing state', contentSettingLimits.governingState),
    // Beside the offer, on the checkout, every article and guide, the chat, the mail and the PDF.
    attorneyNotice: settingText('attorney notice', contentSettingLimits.attorneyNotice, {
      multiline: true,
    }),
    // The chat panel's heading and its dialog's name.
    chatTitle: settingText('chat title', contentSettingLimits.chatTitle),
    taxMode: z.enum(taxModes, { error: 'Choose whether checkouts charge sales tax.' }),
    taxPrices: z.enum(taxPriceModes, {
      error: 'Choose whether the price includes sales tax.',
    }),
    // The sample texts whose wording the seller keeps as their own: no longer samples.
    ownTexts: z
      .array(z.string(), { error: 'Choose which sample texts you keep.' })
      .refine(
        (fields) =>
          fields.every((field) => (sampleTextFields as readonly string[]).includes(field)),
        'Only sample texts can be kept as they are.',
      )
      .transform((fields) => sampleTextFields.filter((field) => fields.includes(field))),
    // The day boundaries of every figure in the back office (shared/time-zone.ts).
    timeZone: z
      .string({ error: 'Enter a time zone, such as America/Chicago.' })
      .trim()
      .refine(isTimeZone, 'Enter a time zone by its name, such as America/Chicago or UTC.'),
  })
  .refine(
    (settings) => settings.compareAtPrice === null || settings.compareAtPrice > settings.guidePrice,
    {
      path: ['compareAtPrice'],
      message: 'The regular price must be more than the guide price (it is shown struck through).',
    },
  )
  .superRefine(checkSale)
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

/** `GET /api/admin/settings`: the settings in force, and who saved them when. */
export const contentSettingsAnswer = z.object({
  settings: contentSettingsSchema,
  /** Each sample text's sample wording: a text holding it is a sample unless kept in `ownTexts`. */
  sampleWordings: z.record(z.enum(sampleTextFields), z.string()),
  /** Null until the first save: the shop runs on its defaults. */
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type ContentSettingsAnswer = z.infer<typeof contentSettingsAnswer>;

/** `POST /api/admin/settings/preview`: where the draft can be seen (only by this session). */
export const previewAnswer = z.object({ url: z.string() });
