import type { Config } from '#server/config/env.ts';
import { product } from '#shared/product.ts';
import type { SiteInfo } from '#shared/site-info.ts';

export function siteInfo(
  config: Pick<Config, 'siteUrl' | 'supportEmail' | 'introVideoId'>,
  now = new Date(),
): SiteInfo {
  return {
    brand: product.brand,
    supportEmail: config.supportEmail,
    siteUrl: config.siteUrl,
    introVideoId: config.introVideoId,
    year: now.getFullYear(),
  };
}
