import { sampleQuotes, type ShownQuote, type SocialProof } from '#shared/social-proof.ts';
import type { ApprovedReview, ProofFigures, SellerTestimonial } from './social-proof-repository.ts';

/** Quotes a page shows at most: the newest approved reviews first, then the seller's own. */
export const shownQuotesLimit = 6;

/**
 * Below these a count is hidden: "Join 10+ parents" tells a visitor that few came before them,
 * which persuades nobody and says more about the shop than it wants to. Each sits on its
 * rounding step, so the first figure shown is the threshold itself ("50+", "20+").
 */
export const countThresholds = { parents: 50, purchases: 20 } as const;

/**
 * A count rounded down to a step that grows with it (tens under 100, fifties under 1,000,
 * hundreds under 10,000, thousands above), so "247" reads "200+": never more than is true,
 * and not a figure that changes with every sale.
 */
export function roundedDown(count: number): number {
  const step = count < 100 ? 10 : count < 1_000 ? 50 : count < 10_000 ? 100 : 1_000;
  return Math.floor(count / step) * step;
}

function shownCount(count: number, threshold: number): number | null {
  return count < threshold ? null : roundedDown(count);
}

const day = (at: Date) => at.toISOString().slice(0, 10);

function reviewQuote(review: ApprovedReview): ShownQuote {
  return {
    key: `review-${String(review.id)}`,
    kind: 'verified',
    rating: review.rating,
    quote: review.body,
    name: review.displayName,
    location: null,
    date: day(review.createdAt),
    reply: review.reply,
  };
}

function testimonialQuote(testimonial: SellerTestimonial): ShownQuote {
  return {
    key: `testimonial-${String(testimonial.id)}`,
    kind: 'seller',
    rating: null,
    quote: testimonial.quote,
    name: testimonial.name,
    location: testimonial.location === '' ? null : testimonial.location,
    date: day(testimonial.createdAt),
    reply: null,
  };
}

export interface ProofRows {
  /** The newest approved reviews, at most `shownQuotesLimit`. */
  reviews: readonly ApprovedReview[];
  /** The seller's newest testimonials, at most `shownQuotesLimit`. */
  testimonials: readonly SellerTestimonial[];
  figures: ProofFigures;
}

export interface ProofRules {
  /** Approved reviews needed before their average and count show (a setting). */
  minimumShown: number;
  /**
   * The site runs the test payment provider: the seed's samples stand in while it has no
   * review or testimonial of its own. A site taking real payments never shows them.
   */
  samplesAllowed: boolean;
}

/** What the pages show, from the rows read: every figure from the data, samples only where allowed. */
export function shownProof(rows: ProofRows, rules: ProofRules): SocialProof {
  const { figures } = rows;
  const samples = rules.samplesAllowed && figures.reviews === 0 && rows.testimonials.length === 0;
  const quotes = samples
    ? sampleQuotes
    : [...rows.reviews.map(reviewQuote), ...rows.testimonials.map(testimonialQuote)].slice(
        0,
        shownQuotesLimit,
      );
  const { average, reviews } = figures;
  return {
    quotes,
    rating:
      average !== null && reviews > 0 && reviews >= rules.minimumShown
        ? { average, count: reviews }
        : null,
    parents: shownCount(figures.parents, countThresholds.parents),
    purchases: shownCount(figures.purchases, countThresholds.purchases),
    samples,
  };
}
