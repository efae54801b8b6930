/** The JSON endpoints the pages call; their bodies and answers are the zod contracts in shared/contracts. */
export const apiPaths = {
  verifyPayment: '/api/verify-payment',
  resendDelivery: '/api/resend-delivery',
  sendThankYouEmail: '/api/send-thank-you-email',
  trackAnalytics: '/api/track-analytics',
  review: (token: string) => `/api/reviews/${encodeURIComponent(token)}`,
  librarySignIn: '/api/library/sign-in',
} as const;
