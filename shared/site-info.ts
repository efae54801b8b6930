import type { Offer } from './offer.ts';

/** What the server tells every page about the site: safe to send to the browser. */
export interface SiteInfo {
  brand: string;
  supportEmail: string;
  /** Absolute origin used for canonical links and structured data, without a trailing slash. */
  siteUrl: string;
  /** YouTube id of the intro video on the home page, a setting; null when none is configured. */
  introVideoId: string | null;
  /** The year on the server's clock, so server and browser render the same footer. */
  year: number;
  offer: Offer;
}
