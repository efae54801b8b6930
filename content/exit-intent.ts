/**
 * The exit-intent popup: an invitation to the newsletter,
 * then thanks and the guide. {{placeholders}} are filled from the product record.
 * It promises only what a subscriber receives: the confirmation link, then the
 * newsletter mail (`server/newsletter/newsletter-mail.ts`) when something is published.
 */
export const exitIntentCopy = {
  title: 'Before you go: hear when we publish',
  description:
    'Get an e-mail when we publish a new article or state guide on child support, or when something changes that parents should know about.',
  emailLabel: 'Email Address',
  emailPlaceholder: 'you@example.com',
  submit: 'Subscribe',
  busy: 'Subscribing...',
  privacy: 'No spam. Unsubscribe at any time.',
  thanksTitle: 'Thank you for subscribing!',
  thanks: 'Please confirm your subscription with the link we just sent to your inbox.',
  guideOffer:
    'Need answers now? The {{guideName}} explains your options step by step, with a {{refundDays}}-day money-back guarantee.',
  guideLink: 'Get the guide for {{price}}',
  close: 'Close',
} as const;
