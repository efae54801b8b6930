/**
 * Each outbox mail kind as the order's mails name it. Here, not beside the Orders section,
 * because a server test keeps it complete (server/mail/mail-kind-labels.test.ts).
 */
export const mailKindsCopy = {
  'order-delivery': 'Guide delivery',
  'subscription-confirm': 'Newsletter confirmation',
  'newsletter-welcome': 'Newsletter welcome',
  'contact-ack': 'Message received',
  'contact-notify': 'New message to support',
  'password-reset': 'Password reset',
  'admin-invite': 'Admin invitation',
  'order-refund': 'Refund confirmation',
  'sale-alert': 'Sale alert',
  'guide-ready': 'Guide ready notice',
  'review-request': 'Review request',
  'guide-update': 'Guide update notice',
  'state-guide-update': 'State guide change notice',
  'weekly-report': 'Weekly report',
  'welcome-tip': 'Welcome series tip',
  'checkout-reminder': 'Checkout reminder',
  broadcast: 'Broadcast',
  'library-sign-in': 'Library sign-in link',
  'health-alert': 'Health alert to owners',

  'second-factor-changed': 'Second factor notice',
} as Readonly<Record<string, string>>;
