import type { Config } from '#server/config/env.ts';
import { fillCopy, placeholderValues } from '#shared/placeholders.ts';
import type { SiteInfo } from '#shared/site-info.ts';
import type { SiteSettings } from './site-settings.ts';

/**
 * What every page is told about the site: the current settings and the site's address. The
 * seller's page texts go out with their placeholders filled: every page carries them, and no
 * page may show a `{{name}}`.
 */
export function siteInfo(
  settings: SiteSettings,
  config: Pick<Config, 'siteUrl'>,
  now = new Date(),
): SiteInfo {
  const site = {
    brand: settings.brand,
    supportEmail: settings.supportEmail,
    siteUrl: config.siteUrl,
    introVideoId: settings.introVideoId,
    operator: settings.operator,
    year: now.getFullYear(),
    offer: settings.offer,
    heroDescription: settings.heroDescription,
    attorneyNotice: settings.attorneyNotice,
    chatTitle: settings.chatTitle,
    salesTax: settings.tax.mode === 'stripe_tax' ? settings.tax.prices : null,
  };
  return { ...site, pageTexts: fillCopy(settings.pageTexts, placeholderValues(site)) };
}
