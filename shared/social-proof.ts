import { sampleReviews } from '#content/sample-reviews.ts';

/**
 * Who stands behind a quote the site shows: a buyer's approved review (tied to an order, so a
 * verified purchase), the seller's own testimonial, or the seed's sample content (shown only
 * by a site on the test payment provider that has none of its own).
 */
export type ShownQuoteKind = 'verified' | 'seller' | 'sample';

/** A review or testimonial as the public pages show it. */
export interface ShownQuote {
  /** Unique among the shown quotes ("review-12", "testimonial-3", "sample-1"). */
  key: string;
  kind: ShownQuoteKind;
  /** Stars, 1 to 5; null for a testimonial, which has none. */
  rating: number | null;
  quote: string;
  name: string;
  /** Where the person lives, when they agreed to show it. */
  location: string | null;
  /** The day it was written (YYYY-MM-DD); null for samples. */
  date: string | null;
  /** The seller's public answer, shown under it. */
  reply: string | null;
}

/** The proof the public pages may show: every figure computed from the data. */
export interface SocialProof {
  /** The quotes to show, best first: approved reviews, then the seller's testimonials. */
  quotes: readonly ShownQuote[];
  /** Average and count of approved reviews; null below the minimum count (a setting). */
  rating: { average: number; count: number } | null;
  /** Confirmed subscribers plus buyers, rounded down to a step; null below the threshold. */
  parents: number | null;
  /** Completed orders, rounded down to a step; null below the threshold. */
  purchases: number | null;
  /** The quotes are the seed's samples (test payments, nothing of the seller's own yet). */
  samples: boolean;
}

/** What a site with no reviews, testimonials or sales shows: nothing. */
export const noSocialProof: SocialProof = {
  quotes: [],
  rating: null,
  parents: null,
  purchases: null,
  samples: false,
};

/** The seed's testimonials as quotes, for a site on the test payment provider with none of its own. */
export const sampleQuotes: readonly ShownQuote[] = sampleReviews.items.map((item, index) => ({
  key: `sample-${String(index + 1)}`,
  kind: 'sample',
  rating: sampleReviews.rating,
  quote: item.quote,
  name: item.name,
  location: item.location,
  date: null,
  reply: null,
}));
