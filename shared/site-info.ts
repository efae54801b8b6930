import type { TaxPriceMode } from './contracts/admin-settings.ts';
import type { Offer } from './offer.ts';
/** Who runs the site, as the legal pages and every mail footer name them. */
export interface Operator {
  /** Legal name of the person or company that operates the site. */
  name: string;
  /** Postal address: the legal notice shows it and CAN-SPAM requires it in marketing mail. */
  postalAddress: string;
  /** The state whose law governs the terms and the legal notice. */
  governingState: string;
}

/** The seller's own wording of the claims pages make loudest; may name {{price}} and {{savings}}. */
export interface PageTexts {
  /** The home page's h1. */
  homeHeadline: string;
  /** The checkout's h1. */
  checkoutHeadline: string;
  /** The checkout's warning banner. */
  checkoutWarningTitle: string;
  checkoutWarningText: string;
  payButtonLabel: string;
}

/** What the server tells every page about the site: safe to send to the browser. */
export interface SiteInfo {
  brand: string;
  supportEmail: string;
  /** Absolute origin used for canonical links and structured data, without a trailing slash. */
  siteUrl: string;
  /** YouTube id of the intro video on the home page, a setting; null when none is configured. */
  introVideoId: string | null;
  operator: Operator;
  /** The year on the server's clock, so server and browser render the same footer. */
  year: number;
  offer: Offer;
  /** The home page's paragraph under its heading, a setting. */
  heroDescription: string;
  pageTexts: PageTexts;
  /** That the guide and the site are not a substitute for an attorney's advice, a setting. */
  attorneyNotice: string;
  /** The chat panel's heading, a setting. */
  chatTitle: string;
  /**
   * Whether payment adds sales tax to the price ('exclusive'), finds it within the price
   * ('inclusive'), or charges none (null): the tax setting, for the checkout's summary.
   */
  salesTax: TaxPriceMode | null;
}
