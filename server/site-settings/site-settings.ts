import type { Config } from '#server/config/env.ts';
import type { ContentSettings } from '#shared/contracts/admin-settings.ts';
import type { Offer } from '#shared/offer.ts';
import type { Operator } from '#shared/site-info.ts';
import { productDefaults } from './product.ts';

/** What the seller decides about the shop: read on every page, mail and checkout. */
export interface SiteSettings {
  brand: string;
  supportEmail: string;
  introVideoId: string | null;
  offer: Offer;
  operator: Operator;
  /** The guarantee as the prominent lines name it ("14-Day Money-Back Guarantee"). */
  guaranteeText: string;
  /** The home page's paragraph under its heading. */
  heroDescription: string;
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
    guaranteeText: productDefaults.guaranteeText,
    heroDescription: productDefaults.heroDescription,
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
    },
    operator: {
      name: content.operatorName,
      postalAddress: content.operatorAddress,
      governingState: content.governingState,
    },
    guaranteeText: content.guaranteeText,
    heroDescription: content.heroDescription,
  };
}

/** The content settings the back office edits, as they are in `settings`. */
export function contentOf(settings: SiteSettings): ContentSettings {
  return {
    websiteTitle: settings.brand,
    guidePrice: settings.offer.price,
    compareAtPrice: settings.offer.compareAtPrice,
    guaranteeText: settings.guaranteeText,
    guideTitle: settings.offer.name,
    heroDescription: settings.heroDescription,
    introVideoId: settings.introVideoId ?? '',
    operatorName: settings.operator.name,
    operatorAddress: settings.operator.postalAddress,
    governingState: settings.operator.governingState,
  };
}
