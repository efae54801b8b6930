import type { Config } from '#server/config/env.ts';
import { product } from '#shared/product.ts';
import type { SiteInfo } from '#shared/site-info.ts';

export function siteInfo(
  config: Pick<Config, 'siteUrl' | 'supportEmail' | 'introVideoId' | 'operator'>,
  now = new Date(),
): SiteInfo {
  return {
    brand: product.brand,
    supportEmail: config.supportEmail,
    siteUrl: config.siteUrl,
    introVideoId: config.introVideoId,
    operator: config.operator,
    year: now.getFullYear(),
  };
}
