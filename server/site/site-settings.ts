import type { Config } from '#server/config/env.ts';
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
}

/**
 * The one place settings are read from. Today: the product record and the configuration;
 * later the database, behind the same interface.
 */
export interface SiteSettingsSource {
  current(): SiteSettings;
}

export function configuredSettings(
  config: Pick<Config, 'supportEmail' | 'introVideoId' | 'operator'>,
): SiteSettingsSource {
  return fixedSettings({
    brand: productDefaults.brand,
    supportEmail: config.supportEmail,
    introVideoId: config.introVideoId,
    offer: productDefaults.offer,
    operator: config.operator,
  });
}

/** Fixed settings, for a server started with its own (tests, previews). */
export function fixedSettings(settings: SiteSettings): SiteSettingsSource {
  return { current: () => settings };
}
