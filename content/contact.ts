/** The 'Contact Us' box on the checkout page. */
export const contactCopy = {
  title: 'Contact Us',
  description: 'Questions before you buy? Send us a message and we will reply by e-mail.',
  labels: { name: 'Name', email: 'Email Address', message: 'Message' },
  placeholders: {
    name: 'Your name',
    email: 'you@example.com',
    message: 'How can we help?',
  },
  submit: 'Send Message',
  busy: 'Sending...',
} as const;
