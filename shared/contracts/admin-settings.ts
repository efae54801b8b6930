import { z } from 'zod';
import { isPlainText, unusualCharactersMessage } from './plain-text.ts';

/** Longest value of each content setting, in characters. */
export const contentSettingLimits = {
  websiteTitle: 60,
  guaranteeText: 120,
  guideTitle: 100,
  heroDescription: 600,
  operatorName: 200,
  operatorAddress: 300,
  governingState: 60,
} as const;

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
 * Prices are dollars (two decimals at most); an empty intro video id means none.
 */
export const contentSettingsSchema = z
  .object({
    websiteTitle: settingText('website title', contentSettingLimits.websiteTitle),
    guidePrice: dollars('guide price'),
    compareAtPrice: dollars('regular price'),
    guaranteeText: settingText('guarantee text', contentSettingLimits.guaranteeText),
    guideTitle: settingText('guide title', contentSettingLimits.guideTitle),
    heroDescription: settingText('hero description', contentSettingLimits.heroDescription, {
      multiline: true,
    }),
    introVideoId: z
      .string({ error: 'Enter a YouTube video id, or leave it empty.' })
      .trim()
      .regex(/^([\w-]{11})?$/, 'A YouTube video id is 11 letters, digits, - or _.'),
    operatorName: settingText('operator name', contentSettingLimits.operatorName),
    operatorAddress: settingText('postal address', contentSettingLimits.operatorAddress),
    governingState: settingText('governing state', contentSettingLimits.governingState),
  })
  .refine((settings) => settings.compareAtPrice > settings.guidePrice, {
    path: ['compareAtPrice'],
    message: 'The regular price must be more than the guide price (it is shown struck through).',
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
