import type { Config } from '#server/config/env.ts';
import type { ContentSettings } from '#shared/contracts/admin-settings.ts';
import type { Offer } from '#shared/offer.ts';
import type { Operator, PageTexts } from '#shared/site-info.ts';
import { productDefaults } from './product.ts';

/** What the seller decides about the shop: read on every page, mail and checkout. */
export interface SiteSettings {
  brand: string;
  supportEmail: string;
  introVideoId: string | null;
  offer: Offer;
  operator: Operator;
  /** The home page's paragraph under its heading. */
  heroDescription: string;
  /** The headlines, warning and pay button the seller words (placeholders unfilled). */
  pageTexts: PageTexts;
  /** When buyers are asked for a review, and from how many approved ones the average shows. */
  reviews: { requestAfterDays: number; minimumShown: number };
}

/**
 * The one place settings are read from: the product record and the configuration, with the
 * content settings saved in the back office over them.
 */
export interface SiteSettingsSource {
  /** The settings in force, from memory: pages, mail and checkout read it on every use. */
  current(): SiteSettings;
  /**
   * Reads the saved settings again (after a save, here or on another instance); resolves
   * true when they changed, after telling every `onChange` listener.
   */
  reload(): Promise<boolean>;
  /** Called after each change of the settings in force: the page cache clears itself here. */
  onChange(listener: () => void): void;
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
    operator: config.operator,
    heroDescription: productDefaults.heroDescription,
    pageTexts: productDefaults.pageTexts,
    reviews: productDefaults.reviews,
  };
}

/** Fixed settings, for a server started with its own (tests, previews). */
export function fixedSettings(settings: SiteSettings): SiteSettingsSource {
  return { current: () => settings, reload: () => Promise.resolve(false), onChange: () => {} };
}

/** The settings with the back office's content settings over them. */
export function withContent(settings: SiteSettings, content: ContentSettings): SiteSettings {
  return {
    ...settings,
    brand: content.websiteTitle,
    introVideoId: content.introVideoId === '' ? null : content.introVideoId,
    offer: {
      ...settings.offer,
      name: content.guideTitle,
      price: content.guidePrice,
      compareAtPrice: content.compareAtPrice,
      refundWindowDays: content.refundWindowDays,
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

/** The content settings the back office edits, as they are in `settings`. */
export function contentOf(settings: SiteSettings): ContentSettings {
  return {
    websiteTitle: settings.brand,
    guidePrice: settings.offer.price,
    compareAtPrice: settings.offer.compareAtPrice,
    refundWindowDays: settings.offer.refundWindowDays,
    guideTitle: settings.offer.name,
    heroDescription: settings.heroDescription,
    ...settings.pageTexts,
    reviewRequestAfterDays: settings.reviews.requestAfterDays,
    reviewsMinimumShown: settings.reviews.minimumShown,
    introVideoId: settings.introVideoId ?? '',
    operatorName: settings.operator.name,
    operatorAddress: settings.operator.postalAddress,
    governingState: settings.operator.governingState,
  };
}
