/**
 * What the checkout says instead of its payment form while a site taking real payments has no
 * guide to sell yet. Sent by the checkout's loader only then, so the page's script never
 * carries it. `{{guideName}}` is filled from the settings.
 */
export const guidePreparingCopy = {
  title: 'The guide is being prepared',
  text: 'The {{guideName}} is not on sale yet: we are putting the finishing touches on it. Leave your e-mail address and we will write to you once, as soon as it is ready.',
  emailLabel: 'Email Address',
  emailPlaceholder: 'you@example.com',
  submit: 'Notify me when it is ready',
  busy: 'Sending...',
  sent: {
    title: 'Almost done',
    description:
      'Check your inbox and confirm your address: we will write once, when the guide is ready.',
  },
} as const;
export type GuidePreparingCopy = typeof guidePreparingCopy;
