/**
 * The guide as it is sold now: what every page, e-mail, structured-data block and the amount
 * charged read. It comes from the site settings on the server (server/site-settings/site-settings.ts),
 * never from a constant in the browser's code, so a price set at run time reaches them all.
 */
export interface Offer {
  id: string;
  name: string;
  category: string;
  currency: string;
  price: number;
  /** The regular price shown struck through, with the saving; null when the seller sets none. */
  compareAtPrice: number | null;
  pages: number;
  refundWindowDays: number;
  /**
   * The download link lasts this many days and allows this many downloads; the buyer's library
   * gives each order at most `libraryDownloadsPerDay` downloads in any 24 hours.
   */
  delivery: { linkValidDays: number; downloadLimit: number; libraryDownloadsPerDay: number };
}
