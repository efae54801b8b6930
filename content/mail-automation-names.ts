/**
 * Each automated mail's name: the Mail section lists them so, and the audit log labels a saved
 * automation with it (server/mail-automations/automation-service.ts).
 */
export const automationNames = {
  'welcome-series': 'Welcome series',
  'checkout-reminder': 'Checkout reminder',
  'guide-update': 'Guide update notice',
  'review-request': 'Review request',
} as const;
