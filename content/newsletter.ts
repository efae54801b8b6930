/** The 'Stay Updated' box (checkout page; the exit-intent popup reuses the subscribe call). */
export const newsletterCopy = {
  title: 'Stay Updated',
  description: 'Get deadline reminders and new guides for parents facing child support orders.',
  emailLabel: 'Email Address',
  emailPlaceholder: 'you@example.com',
  submit: 'Subscribe',
  busy: 'Subscribing...',
} as const;
