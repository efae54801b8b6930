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
  /**
   * The name stored with a question the chat hands over: the chat asks only an e-mail and
   * the question, and the inbox, its mails and the Overview all show a sender's name.
   */
  chatSenderName: 'Chat visitor',
} as const;
