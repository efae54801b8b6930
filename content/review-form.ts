import type { PageMeta } from './page-meta.ts';

/** The review page's address; its secret token follows it (shared/secret-links.ts). */
export const reviewPath = '/review';

/**
 * The review page, opened from the link in a review request mail (`/review/<token>`): one
 * head for every token, never indexed or cached.
 */
export const reviewPage = {
  path: reviewPath,
  label: 'Your Review',
  title: 'Review the Guide',
  heading: 'How did the guide help you?',
  description: 'Rate the {{guideName}} and tell other parents how it helped.',
  keywords: [],
  private: true,
} as const satisfies PageMeta;

/** What the review page says: the form, the thanks, and why a link may not work. */
export const reviewFormCopy = {
  intro:
    'Your review helps other parents decide. We show it on our site only with your consent below, and only after we have read it.',
  formLabel: 'Your review of the guide',
  ratingLegend: 'Your rating',
  stars: ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'],
  labels: {
    body: 'Your review',
    name: 'The name to show',
    consent: 'I agree that my review and the name above may be shown on this site',
  },
  hints: {
    body: 'What did the guide help you with? A few sentences are enough.',
    name: 'Shown with your review. Your first name and the initial of your last name are enough.',
  },
  placeholders: { body: 'The guide helped me...' },
  submit: 'Send my review',
  busy: 'Sending...',
  failure: {
    title: 'Review not sent',
    description: 'There was an error sending your review. Please try again.',
  },
  thanks: {
    heading: 'Thank you',
    text: 'Thank you. Your review will appear once we have read it.',
  },
  links: {
    used: {
      heading: 'This review link has already been used',
      text: 'A review was already sent with it. Thank you!',
    },
    expired: {
      heading: 'This review link has expired',
      text: 'Review links work for a few weeks after we send them. Thank you for thinking of us!',
    },
    unknown: {
      heading: 'This review link is not valid',
      text: 'It may be incomplete: some mail programs break long links. Open it again from the mail, or copy the whole link into the address bar.',
    },
  },
  home: 'Back to the home page',
} as const;
