/** Every toast the site shows, by situation. One place for each text. */
export const notices = {
  requiredFieldsMissing: {
    title: 'Required Fields Missing',
    description: 'Please fill in all required fields highlighted in red.',
  },
  invalidFields: {
    title: 'Please Check Your Details',
    description: 'Some fields highlighted in red are not valid yet.',
  },
  emailRequired: { title: 'Email Required', description: 'Please enter your email address.' },
  paymentError: {
    title: 'Payment Error',
    description: 'There was an error processing your payment. Please try again.',
  },
  subscriptionError: {
    title: 'Subscription Error',
    description: 'There was an error with your subscription. Please try again.',
  },
  messageError: {
    title: 'Message Error',
    description: 'There was an error sending your message. Please try again.',
  },
  exitSubscribeError: { title: 'Error', description: 'Please try again later.' },
  verificationFailed: {
    title: 'Payment Verification Failed',
    description: 'There was an issue verifying your payment. Please contact support.',
  },
  verificationError: {
    title: 'Verification Error',
    description: 'Failed to verify payment. Please contact support.',
  },
  copyLinkFailed: { title: 'Error', description: 'Failed to copy link to clipboard.' },
  subscriptionSuccess: {
    title: 'Subscription Successful!',
    description: 'Thank you for subscribing! Check your email for confirmation.',
  },
  messageSent: {
    title: 'Message Sent!',
    description: "Thank you for your message! We'll get back to you soon.",
  },
  paymentSuccess: {
    title: 'Payment Successful!',
    description: 'Your guide has been sent to your email address.',
  },
  // The seed promised "exclusive tips": what arrives is the confirmation link, then the newsletter.
  exitSubscribeSuccess: {
    title: 'Success!',
    description: 'Check your email to confirm your subscription.',
  },
  linkCopied: { title: 'Link Copied!', description: 'The link has been copied to your clipboard.' },
  emailResent: {
    title: 'Email Sent Again',
    description: 'We have sent your guide to your email address again.',
  },
  resendFailed: {
    title: 'Email Not Sent',
    description: 'We could not send your email again. Please try again later or contact support.',
  },
} as const;
