import { productDefaults } from '#server/site-settings/product.ts';
import type { SiteSettings } from '#server/site-settings/site-settings.ts';
import { defaultTimeZone } from '#shared/time-zone.ts';

/**
 * The settings' time zone (and the review interval at its default, which the Overview reads
 * too), for services that read only the seller's days.
 */
export function zoneSettings(timeZone: string = defaultTimeZone): {
  current(): Pick<SiteSettings, 'timeZone' | 'reviewIntervalMonths'>;
} {
  return {
    current: () => ({ timeZone, reviewIntervalMonths: productDefaults.reviewIntervalMonths }),
  };
}
