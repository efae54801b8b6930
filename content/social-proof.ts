/**
 * What the pages say around the reviews, testimonials and counts; the figures come from the
 * data (server/social-proof/), the seed's samples from `sample-reviews.ts`.
 */
export const socialProofCopy = {
  /** The aggregate line, from the approved reviews. */
  rating: {
    one: '{{average}}/5 from 1 verified buyer',
    other: '{{average}}/5 from {{count}} verified buyers',
  },
  stars: 'Rated {{rating}} out of 5',
  /** A review tied to a completed order. */
  verified: 'Verified purchase',
  /** The seller's own testimonial: theirs to vouch for, not a purchase we can show. */
  seller: 'Testimonial shared with us',
  reply: 'Reply from {{brand}}',
  /** The hero's reassurance line: confirmed subscribers and buyers, rounded down. */
  parents: 'Join {{parents}}+ parents',
  /** The checkout's trust card: completed orders, rounded down. */
  purchases: '{{purchases}}+ verified purchases',
  checkoutTitle: 'What Buyers Say',
} as const;
