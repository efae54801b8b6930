import type { Config } from '#server/config/env.ts';
import { changeListeners } from '#server/reloadable-source.ts';
import {
  sampleTextFields,
  type ContentSettings,
  type SampleTextField,
  type TaxMode,
  type TaxPriceMode,
} from '#shared/contracts/admin-settings.ts';
import { offerAt, saleRunsAt, type Offer, type SaleTerms } from '#shared/offer.ts';
import type { Operator, PageTexts } from '#shared/site-info.ts';
import { productDefaults } from './product.ts';

/** What the seller decides about the shop: read on every page, mail and checkout. */
export interface SiteSettings {
  brand: string;
  supportEmail: string;
  introVideoId: string | null;
  /** The offer in force: in the saved settings the normal one, with `sale` applied when read. */
  offer: Offer;
  /** The dated sale the seller planned, whether or not it runs now; null without one. */
  sale: SaleTerms | null;
  operator: Operator;
  /** The home page's paragraph under its heading. */
  heroDescription: string;
  /** The headlines, warning and pay button the seller words (placeholders unfilled). */
  pageTexts: PageTexts;
  /** When buyers are asked for a review, and from how many approved ones the average shows. */
  reviews: { requestAfterDays: number; minimumShown: number };
  /** Months after which a published page's sources are due to be verified again (Overview). */
  reviewIntervalMonths: number;
  /** The sample texts the seller saved as their own though they kept the sample's wording. */
  ownTexts: readonly SampleTextField[];
  /** The IANA zone of the seller's days: every day boundary the back office shows. */
  timeZone: string;
  /** That the guide and the site are not a substitute for an attorney's advice, as worded. */
  attorneyNotice: string;
  /** The chat panel's heading. */
  chatTitle: string;
  /** Whether checkouts charge sales tax, and whether the price includes it. */
  tax: { mode: TaxMode; prices: TaxPriceMode };
}

/**
 * The one place settings are read from: the product record and the configuration, with the
 * content settings saved in the back office over them.
 */
export interface SiteSettingsSource {
  /**
   * The settings in force at the server's clock, from memory: pages, mail and checkout read it
   * on every use. While the planned sale runs, the offer's price is the sale's.
   */
  current(): SiteSettings;
  /** The settings as the seller saved them, whatever the clock: what the back office edits. */
  saved(): SiteSettings;
  /**
   * Reads the saved settings again (after a save, here or on another instance); resolves
   * true when they changed, after telling every `onChange` listener.
   */
  reload(): Promise<boolean>;
  /** Called after each change of the settings in force: the page cache clears itself here. */
  onChange(listener: () => void): void;
}

/** What a reader of the seller's days needs of the settings: their zone, as in force now. */
export interface TimeZoneSource {
  current(): Pick<SiteSettings, 'timeZone'>;
}

/** The shop's settings before anything is saved: the product record and the configuration. */
export function defaultSettings(
  config: Pick<Config, 'supportEmail' | 'introVideoId' | 'operator'>,
): SiteSettings {
  return {
    brand: productDefaults.brand,
    supportEmail: config.supportEmail,
    introVideoId: config.introVideoId,
    offer: productDefaults.offer,
    sale: null,
    operator: config.operator,
    heroDescription: productDefaults.heroDescription,
    pageTexts: productDefaults.pageTexts,
    reviews: productDefaults.reviews,
    reviewIntervalMonths: productDefaults.reviewIntervalMonths,
    ownTexts: [],
    timeZone: productDefaults.timeZone,
    attorneyNotice: productDefaults.attorneyNotice,
    chatTitle: productDefaults.chatTitle,
    tax: productDefaults.tax,
  };
}

/** The settings in force at `now`: the planned sale applied to the offer while it runs. */
export function settingsAt(settings: SiteSettings, now: Date): SiteSettings {
  return { ...settings, offer: offerAt(settings.offer, settings.sale, now) };
}

/**
 * `current()` and `saved()` over settings that change only when `saved` does: the settings in
 * force are made again, and the listeners told, when the sale starts or ends by the clock.
 * Found when read, so no timer runs; the page cache reads `current()` before it serves.
 */
export function clockedSettings(saved: () => SiteSettings, clock: () => Date) {
  const listeners = changeListeners();
  const make = (from: SiteSettings, now: Date) => ({
    from,
    onSale: saleRunsAt(from.sale, now),
    settings: settingsAt(from, now),
  });
  let made = make(saved(), clock());
  function current(): SiteSettings {
    const from = saved();
    const now = clock();
    if (from === made.from && saleRunsAt(from.sale, now) === made.onSale) return made.settings;
    const phaseChanged = from === made.from;
    made = make(from, now);
    // A new save is announced by the source that read it; a sale starting or ending only here.
    if (phaseChanged) listeners.notify();
    return made.settings;
  }
  return {
    current,
    saved,
    onPhaseChange: listeners.add,
  };
}

/** Fixed settings, for a server started with its own (tests, previews); the sale by `clock`. */
export function fixedSettings(
  settings: SiteSettings,
  clock: () => Date = () => new Date(),
): SiteSettingsSource {
  const clocked = clockedSettings(() => settings, clock);
  return {
    current: clocked.current,
    saved: clocked.saved,
    reload: () => Promise.resolve(false),
    onChange: clocked.onPhaseChange,
  };
}

/** The settings with the back office's content settings over them. */
export function withContent(settings: SiteSettings, content: ContentSettings): SiteSettings {
  return {
    ...settings,
    brand: content.websiteTitle,
    supportEmail: content.supportEmail,
    introVideoId: content.introVideoId === '' ? null : content.introVideoId,
    offer: {
      ...settings.offer,
      name: content.guideTitle,
      price: content.guidePrice,
      compareAtPrice: content.compareAtPrice,
      sale: null,
      refundWindowDays: content.refundWindowDays,
    },
    sale:
      content.salePrice === null || content.saleStartsAt === null || content.saleEndsAt === null
        ? null
        : {
            price: content.salePrice,
            startsAt: content.saleStartsAt,
            endsAt: content.saleEndsAt,
            showsEnd: content.saleShowsEnd,
          },
    operator: {
      name: content.operatorName,
      postalAddress: content.operatorAddress,
      governingState: content.governingState,
    },
    heroDescription: content.heroDescription,
    pageTexts: {
      homeHeadline: content.homeHeadline,
      checkoutHeadline: content.checkoutHeadline,
      checkoutWarningTitle: content.checkoutWarningTitle,
      checkoutWarningText: content.checkoutWarningText,
      payButtonLabel: content.payButtonLabel,
    },
    reviews: {
      requestAfterDays: content.reviewRequestAfterDays,
      minimumShown: content.reviewsMinimumShown,
    },
    reviewIntervalMonths: content.reviewIntervalMonths,
    ownTexts: content.ownTexts,
    timeZone: content.timeZone,
    attorneyNotice: content.attorneyNotice,
    chatTitle: content.chatTitle,
    tax: { mode: content.taxMode, prices: content.taxPrices },
  };
}

/**
 * The settings with the page count of the guide buyers receive (the newest upload); with none
 * (the placeholder is delivered) the product record's count stays.
 */
export function withGuidePages(settings: SiteSettings, uploadedPages: number | undefined) {
  if (uploadedPages === undefined) return settings;
  return { ...settings, offer: { ...settings.offer, pages: uploadedPages } };
}

/** The content settings the back office edits, as they are in `settings` as saved. */
export function contentOf(settings: SiteSettings): ContentSettings {
  return {
    websiteTitle: settings.brand,
    supportEmail: settings.supportEmail,
    guidePrice: settings.offer.price,
    compareAtPrice: settings.offer.compareAtPrice,
    salePrice: settings.sale?.price ?? null,
    saleStartsAt: settings.sale?.startsAt ?? null,
    saleEndsAt: settings.sale?.endsAt ?? null,
    saleShowsEnd: settings.sale?.showsEnd ?? false,
    refundWindowDays: settings.offer.refundWindowDays,
    guideTitle: settings.offer.name,
    heroDescription: settings.heroDescription,
    ...settings.pageTexts,
    reviewRequestAfterDays: settings.reviews.requestAfterDays,
    reviewsMinimumShown: settings.reviews.minimumShown,
    reviewIntervalMonths: settings.reviewIntervalMonths,
    introVideoId: settings.introVideoId ?? '',
    operatorName: settings.operator.name,
    operatorAddress: settings.operator.postalAddress,
    governingState: settings.operator.governingState,
    ownTexts: [...settings.ownTexts],
    timeZone: settings.timeZone,
    attorneyNotice: settings.attorneyNotice,
    chatTitle: settings.chatTitle,
    taxMode: settings.tax.mode,
    taxPrices: settings.tax.prices,
  };
}

/**
 * The sample texts the settings still show: those holding the sample's wording (`samples`, the
 * defaults' texts) that the seller has not saved as their own.
 */
export function samplesLeft(
  content: ContentSettings,
  samples: Readonly<Record<SampleTextField, string>>,
): SampleTextField[] {
  return sampleTextFields.filter(
    (field) => content[field] === samples[field] && !content.ownTexts.includes(field),
  );
}

/** Each sample text's wording in `settings` (the defaults): what the seller replaces. */
export function sampleWordings(settings: SiteSettings): Record<SampleTextField, string> {
  const content = contentOf(settings);
  return Object.fromEntries(sampleTextFields.map((field) => [field, content[field]])) as Record<
    SampleTextField,
    string
  >;
}
