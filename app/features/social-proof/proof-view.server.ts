import { sampleReviews } from '#content/sample-reviews.ts';
import { socialProofCopy as copy } from '#content/social-proof.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import type { SiteInfo } from '#shared/site-info.ts';
import type { ShownQuote, SocialProof } from '#shared/social-proof.ts';

/** Stars as drawn: how many are filled, and what a screen reader says instead. */
export interface StarsView {
  filled: number;
  label: string;
}

export interface QuoteView {
  key: string;
  stars: StarsView | null;
  quote: string;
  name: string;
  location: string | null;
  /** The day it was written: `iso` for the machine, `label` for people. */
  date: { iso: string; label: string } | null;
  /** "Verified purchase", or the seller's testimonial said as such; none on samples. */
  badge: { text: string; verified: boolean } | null;
  reply: { label: string; text: string } | null;
}

/** The line above the quotes: the average of approved reviews, or the seed's sample line. */
export interface ProofSummary {
  stars: StarsView;
  headline: string;
  detail: string | null;
}

export interface ProofView {
  summary: ProofSummary | null;
  quotes: QuoteView[];
}

// Counts read "1,500", not "1500"; every count the pages show is formatted here.
const countFormat = new Intl.NumberFormat('en-US');
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

function stars(rating: number, shown: string): StarsView {
  return { filled: Math.round(rating), label: fillPlaceholders(copy.stars, { rating: shown }) };
}

function quoteView(site: SiteInfo, quote: ShownQuote): QuoteView {
  return {
    key: quote.key,
    stars: quote.rating === null ? null : stars(quote.rating, String(quote.rating)),
    quote: quote.quote,
    name: quote.name,
    location: quote.location,
    date: quote.date
      ? { iso: quote.date, label: dayFormat.format(new Date(`${quote.date}T00:00:00Z`)) }
      : null,
    badge:
      quote.kind === 'verified'
        ? { text: copy.verified, verified: true }
        : quote.kind === 'seller'
          ? { text: copy.seller, verified: false }
          : null,
    reply: quote.reply
      ? { label: fillPlaceholders(copy.reply, { brand: site.brand }), text: quote.reply }
      : null,
  };
}

function summaryOf(proof: SocialProof): ProofSummary | null {
  if (proof.samples) {
    const rating = sampleReviews.rating;
    return {
      stars: stars(rating, String(rating)),
      headline: sampleReviews.average,
      detail: sampleReviews.basedOn,
    };
  }
  if (!proof.rating) return null;
  const average = proof.rating.average.toFixed(1);
  const { count } = proof.rating;
  return {
    stars: stars(proof.rating.average, average),
    headline: fillPlaceholders(count === 1 ? copy.rating.one : copy.rating.other, {
      average,
      count: countFormat.format(count),
    }),
    detail: null,
  };
}

/**
 * The reviews as a page draws them, every text filled on the server: `null` when there is no
 * quote to show, so the section is left out rather than shown empty. `only` narrows the
 * quotes (the checkout's short list).
 */
export function proofView(
  site: SiteInfo,
  proof: SocialProof,
  only?: { kinds: readonly ShownQuote['kind'][]; limit: number },
): ProofView | null {
  const quotes = only
    ? proof.quotes.filter((quote) => only.kinds.includes(quote.kind)).slice(0, only.limit)
    : proof.quotes;
  if (quotes.length === 0) return null;
  return { summary: summaryOf(proof), quotes: quotes.map((quote) => quoteView(site, quote)) };
}

/** "Join 1,500+ parents", or null when the count is hidden. */
export function parentsLine(proof: SocialProof): string | null {
  return proof.parents === null
    ? null
    : fillPlaceholders(copy.parents, { parents: countFormat.format(proof.parents) });
}

/** "200+ verified purchases", or null when the count is hidden. */
export function purchasesLine(proof: SocialProof): string | null {
  return proof.purchases === null
    ? null
    : fillPlaceholders(copy.purchases, { purchases: countFormat.format(proof.purchases) });
}
