import type { Config } from '#server/config/env.ts';
import type { SiteInfo } from '#shared/site-info.ts';
import type { SiteSettings } from './site-settings.ts';

/** What every page is told about the site: the current settings and the site's address. */
export function siteInfo(
  settings: SiteSettings,
  config: Pick<Config, 'siteUrl'>,
  now = new Date(),
): SiteInfo {
  return {
    brand: settings.brand,
    supportEmail: settings.supportEmail,
    siteUrl: config.siteUrl,
    introVideoId: settings.introVideoId,
    operator: settings.operator,
    year: now.getFullYear(),
    offer: settings.offer,
    heroDescription: settings.heroDescription,
    pageTexts: settings.pageTexts,
  };
}
