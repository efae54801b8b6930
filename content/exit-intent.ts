/**
 * The exit-intent popup, and the sign-up at the end of articles: an invitation to the newsletter,
 * then thanks and the guide. {{placeholders}} are filled from the product record.
 * It promises only what a subscriber receives: the confirmation link, the welcome series'
 * three tips (`content/mail-automations.ts`, on by default), then the newsletter mail when
 * something is published. The popup does not read the series' switch: these lines assume it on.
 */
export const exitIntentCopy = {
  title: 'Before you go: three short tips by e-mail',
  /** The same invitation at the end of an article or a state guide. */
  inlineTitle: 'Three short tips by e-mail',
  description:
    'Over the next week: the deadlines to watch, the mistakes to avoid and what to ask the agency. Then an e-mail when we publish a new article or state guide on child support.',
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
