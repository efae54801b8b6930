/** What the server tells every page about the site: safe to send to the browser. */
export interface SiteInfo {
  brand: string;
  supportEmail: string;
  /** Absolute origin used for canonical links and structured data, without a trailing slash. */
  siteUrl: string;
  /** The year on the server's clock, so server and browser render the same footer. */
  year: number;
}
