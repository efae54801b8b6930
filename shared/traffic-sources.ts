import { directSource } from './contracts/analytics-constants.ts';

/** What a traffic source is, for the dashboard's grouping. */
export type SourceGroup = 'Search' | 'Social' | 'Referral' | 'Campaign' | 'Direct';

export interface SourceSignals {
  utmSource?: string | null;
  referrer?: string | null;
  /** The site's own host name: a referrer from it is no source. */
  ownHost: string;
}

/**
 * A session's traffic source: utm_source when present; else the referring site, by name
 * when known (Google, Facebook…), else by its host without `www.`; else Direct.
 */
export function trafficSource({ utmSource, referrer, ownHost }: SourceSignals): string {
  const tagged = utmSource?.trim();
  if (tagged) return tagged;
  const host = referrerHost(referrer);
  if (!host || host === ownHost.replace(/^www\./, '')) return directSource;
  return host;
}

function referrerHost(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  try {
    return new URL(referrer).hostname.replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

/** The group a source belongs to. */
export function sourceGroup(source: string): SourceGroup {
  return source === directSource ? 'Direct' : 'Referral';
}
