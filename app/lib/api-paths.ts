/** The JSON endpoints the pages call; their bodies and answers are the zod contracts in shared/contracts. */
export const apiPaths = {
  verifyPayment: '/api/verify-payment',
  resendDelivery: '/api/resend-delivery',
  sendThankYouEmail: '/api/send-thank-you-email',
  trackAnalytics: '/api/track-analytics',
} as const;
