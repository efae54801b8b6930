import {
  noSocialProof,
  sampleQuotes,
  type ShownQuote,
  type SocialProof,
} from '#shared/social-proof.ts';

/** What a site on the test provider with nothing of its own shows. */
export const sampleProof: SocialProof = { ...noSocialProof, quotes: sampleQuotes, samples: true };

let next = 0;

/** An approved review as the pages get it. */
export function verifiedQuote(overrides: Partial<ShownQuote> = {}): ShownQuote {
  next += 1;
  return {
    key: `review-${String(next)}`,
    kind: 'verified',
    rating: 5,
    quote: `Review number ${String(next)}: it told me what to bring.`,
    name: `Buyer ${String(next)}.`,
    location: null,
    date: '2026-11-03',
    reply: null,
    ...overrides,
  };
}

/** One of the seller's own testimonials as the pages get it. */
export function sellerQuote(overrides: Partial<ShownQuote> = {}): ShownQuote {
  return verifiedQuote({ kind: 'seller', rating: null, date: '2026-10-01', ...overrides });
}
