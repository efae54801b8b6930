/**
 * The exit-intent popup: an invitation to the newsletter,
 * then thanks and the guide. {{placeholders}} are filled from the product record.
 */
export const exitIntentCopy = {
  title: 'Before you go: free tips for your case',
  description:
    'Get short e-mail tips on challenging a child support order: the deadlines to watch, the mistakes to avoid and what to ask the agency.',
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
