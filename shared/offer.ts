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
  /** The price charged now: the sale price while a sale runs. */
  price: number;
  /**
   * The price shown struck through, with the saving: during a sale the normal price, else the
   * regular price the seller sets; null when there is none.
   */
  compareAtPrice: number | null;
  /** Set while a sale runs: when it ends (ISO instant) and whether pages say so. */
  sale: { endsAt: string; showsEnd: boolean } | null;
  pages: number;
  refundWindowDays: number;
  /**
   * The download link lasts this many days and allows this many downloads; the buyer's library
   * gives each order at most `libraryDownloadsPerDay` downloads in any 24 hours.
   */
  delivery: { linkValidDays: number; downloadLimit: number; libraryDownloadsPerDay: number };
}

/** A sale the seller planned: its price from `startsAt` (included) to `endsAt` (excluded). */
export interface SaleTerms {
  price: number;
  startsAt: string;
  endsAt: string;
  showsEnd: boolean;
}

/** Whether `sale` runs at `now`. */
export function saleRunsAt(sale: SaleTerms | null, now: Date): sale is SaleTerms {
  if (sale === null) return false;
  const time = now.getTime();
  return Date.parse(sale.startsAt) <= time && time < Date.parse(sale.endsAt);
}

/** The offer at `now`: the sale's price over the normal one while `sale` runs, else `offer` as it is. */
export function offerAt(offer: Offer, sale: SaleTerms | null, now: Date): Offer {
  if (!saleRunsAt(sale, now)) return offer;
  return {
    ...offer,
    price: sale.price,
    compareAtPrice: offer.price,
    sale: { endsAt: sale.endsAt, showsEnd: sale.showsEnd },
  };
}

/**
 * The sale's last day, "2026-11-30", in UTC (the zone every date the site prints is in): the
 * day of its last moment, so a sale ending at midnight is said to end the day before.
 */
export function saleLastDay(endsAt: string): string {
  return new Date(Date.parse(endsAt) - 1).toISOString().slice(0, 10);
}
