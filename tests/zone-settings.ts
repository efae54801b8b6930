import type { TimeZoneSource } from '#server/site-settings/site-settings.ts';
import { defaultTimeZone } from '#shared/time-zone.ts';

/** The settings' time zone alone, for services that read only the seller's days. */
export function zoneSettings(timeZone: string = defaultTimeZone): TimeZoneSource {
  return { current: () => ({ timeZone }) };
}
