/**
 * The seed's testimonials and rating line (the product specification): sample content, not
 * anyone's words. A site on the test payment provider shows them until it has reviews or
 * testimonials of its own; a site taking real payments never does (server/social-proof/).
 * The back office lists them marked as samples.
 */
export const sampleReviews = {
  /** The rating line, as the seed wrote it: no figure in it was ever measured. */
  average: '4.9/5 average rating',
  basedOn: 'Based on 247+ verified purchases',
  rating: 5,
  items: [
    {
      quote:
        'I had no idea the 30-day clock started on the day I was served, not the day I finally opened the letter. The guide helped me get my review request in on time.',
      name: 'Marcus T.',
      location: 'Houston, TX',
    },
    {
      quote:
        'Plain English, no jargon. I finally understood the difference between an administrative order and a court order, and what I needed to bring to my review.',
      name: 'Angela S.',
      location: 'Rochester, NY',
    },
    {
      quote:
        'The checklist showed me what to compare on my order. I went into my review with my pay stubs organized and a clear list of questions.',
      name: 'James W.',
      location: 'Tampa, FL',
    },
    {
      quote:
        'I wanted to understand my options on the paternity acknowledgment before paying a lawyer by the hour. This helped me prepare and ask the right questions.',
      name: 'Kevin M.',
      location: 'Pittsburgh, PA',
    },
  ],
} as const;
