import { formatAmount } from '#shared/money.ts';
import { z } from 'zod';
import '#app/lib/zod-csp.ts';
import { checkForm, type FormCheck } from '#app/lib/form-validation.ts';
import {
  contentSettingsSchema,
  sampleTextFields,
  type ContentSettings,
  type SampleTextField,
} from '#shared/contracts/admin-settings.ts';
import { isoMoment, localMoment } from './sale-moments.ts';

/** The form's fields, in the order they are shown and focused. */
export const settingFields = [
  'websiteTitle',
  'supportEmail',
  'guidePrice',
  'compareAtPrice',
  'salePrice',
  'saleStartsAt',
  'saleEndsAt',
  'saleShowsEnd',
  'refundWindowDays',
  'guideTitle',
  'homeHeadline',
  'heroDescription',
  'checkoutHeadline',
  'checkoutWarningTitle',
  'checkoutWarningText',
  'payButtonLabel',
  'reviewRequestAfterDays',
  'reviewsMinimumShown',
  'reviewIntervalMonths',
  'introVideoId',
  'operatorName',
  'operatorAddress',
  'governingState',
  'ownTexts',
  'attorneyNotice',
  'chatTitle',
  'taxMode',
  'taxPrices',
  'timeZone',
] as const satisfies readonly (keyof ContentSettings)[];

export type SettingField = (typeof settingFields)[number];

/**
 * What the admin is typing: every field as text, the prices and counts too (parsed on submit);
 * the sale's moments as their date-time fields hold them, whether it shows its end as "true",
 * the sample texts kept as the seller's own as their names joined by commas.
 */
export type SettingsDraft = Record<SettingField, string>;

const priceFields = ['guidePrice', 'compareAtPrice', 'salePrice'] as const;
const countFields = [
  'refundWindowDays',
  'reviewRequestAfterDays',
  'reviewsMinimumShown',
  'reviewIntervalMonths',
] as const;

/** The whole number a count field holds, or undefined for anything else (the schema says why). */
function parseCount(text: string): number | undefined {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : undefined;
}

/** No regular (or sale) price is an empty field. */
function parseRegularPrice(text: string): number | null | undefined {
  return text.trim() === '' ? null : parsePrice(text);
}

/** "$1,234.50", "1234.5", "47": dollars, an optional $ sign and comma thousands separators. */
const priceText = /^\$?\s*(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/;

/**
 * The dollars a price field holds, or undefined for text that is not an amount (the schema then
 * asks for one). More than two decimals parse, so the schema can say that cents are the limit.
 */
export function parsePrice(text: string): number | undefined {
  const trimmed = text.trim();
  if (!priceText.test(trimmed)) return undefined;
  return Number(trimmed.replace(/[$,\s]/g, ''));
}

export function settingsDraft(settings: ContentSettings): SettingsDraft {
  return {
    ...settings,
    guidePrice: formatAmount(settings.guidePrice),
    compareAtPrice: settings.compareAtPrice === null ? '' : formatAmount(settings.compareAtPrice),
    salePrice: settings.salePrice === null ? '' : formatAmount(settings.salePrice),
    saleStartsAt: settings.saleStartsAt === null ? '' : localMoment(settings.saleStartsAt),
    saleEndsAt: settings.saleEndsAt === null ? '' : localMoment(settings.saleEndsAt),
    saleShowsEnd: String(settings.saleShowsEnd),
    refundWindowDays: String(settings.refundWindowDays),
    reviewRequestAfterDays: String(settings.reviewRequestAfterDays),
    reviewsMinimumShown: String(settings.reviewsMinimumShown),
    reviewIntervalMonths: String(settings.reviewIntervalMonths),
    ownTexts: settings.ownTexts.join(','),
  };
}

/** The sample texts a draft keeps as the seller's own. */
export function draftOwnTexts(draft: SettingsDraft): string[] {
  return draft.ownTexts === '' ? [] : draft.ownTexts.split(',');
}

/** The draft with `field` kept as the seller's own, or no longer, in the form's order. */
export function ownTextsWith(draft: SettingsDraft, field: SampleTextField, kept: boolean): string {
  const others = draftOwnTexts(draft).filter((name) => name !== field);
  const next = kept ? [...others, field] : others;
  return sampleTextFields.filter((name) => next.includes(name)).join(',');
}

const draftSchema = z.preprocess((input) => {
  const draft = input as SettingsDraft;
  return {
    ...draft,
    guidePrice: parsePrice(draft.guidePrice),
    compareAtPrice: parseRegularPrice(draft.compareAtPrice),
    salePrice: parseRegularPrice(draft.salePrice),
    saleStartsAt: isoMoment(draft.saleStartsAt),
    saleEndsAt: isoMoment(draft.saleEndsAt),
    saleShowsEnd: draft.saleShowsEnd === 'true',
    ownTexts: draftOwnTexts(draft),
    ...Object.fromEntries(countFields.map((field) => [field, parseCount(draft[field])])),
  };
}, contentSettingsSchema);

/** The draft checked by the same rules as the API, with the prices turned into numbers. */
export function checkSettingsDraft(draft: SettingsDraft): FormCheck<ContentSettings, SettingField> {
  return checkForm(draftSchema, draft);
}

function sameValue(field: SettingField, a: string, b: string): boolean {
  if ((priceFields as readonly string[]).includes(field)) {
    const [left, right] = [parsePrice(a), parsePrice(b)];
    if (left !== undefined && right !== undefined) return left === right;
  }
  return a.trim() === b.trim();
}

/**
 * True when saving the draft would change nothing: "47" is the saved "47.00", and the spaces
 * the server trims away do not count.
 */
export function isUnchanged(draft: SettingsDraft, saved: SettingsDraft): boolean {
  return settingFields.every((field) => sameValue(field, draft[field], saved[field]));
}
