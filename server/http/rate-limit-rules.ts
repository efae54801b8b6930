import type { RateLimitRule } from './rate-limit.ts';

const minute = 60;
const hour = 60 * minute;
const fifteenMinutes = 15 * minute;
const signInRefusal = 'Too many failed sign-in attempts.';

/**
 * Every rate limit of the server, in one list: each rule's `name` prefixes its counters in
 * the shared `rate_limits` table, so two rules with one name would count against each other
 * (rate-limit-rules.test.ts keeps them apart). Features take their rules from here.
 */
export const rateLimitRules = {
  /** Opening checkouts, through the API or the checkout form posted without JavaScript. */
  createPayment: {
    name: 'create-payment',
    points: 10,
    windowSeconds: 10 * minute,
    message: 'Too many payment attempts from your address.',
  },
  /**
   * Discount-code quotes per client: enough for a buyer's typos, too few to find codes by
   * guessing (the checkout's own tries count under createPayment).
   */
  checkoutQuote: {
    name: 'checkout-quote',
    points: 30,
    windowSeconds: 10 * minute,
    message: 'Too many discount codes tried from your address.',
  },
  verifyPayment: {
    name: 'verify-payment',
    points: 60,
    windowSeconds: minute,
    message: 'Too many verification requests.',
  },
  resendDelivery: {
    name: 'resend-delivery',
    points: 3,
    windowSeconds: hour,
    message: 'We have already resent your guide several times.',
  },
  /** Newsletter sign-ups per client, through the API or the form posted without JavaScript. */
  subscription: {
    name: 'subscription',
    points: 5,
    windowSeconds: hour,
    message: 'Too many subscription requests from your network.',
  },
  /** Contact messages per client, through the API or the form posted without JavaScript. */
  contact: {
    name: 'contact',
    points: 5,
    windowSeconds: hour,
    message: 'Too many messages sent from your network.',
  },
  /** Reviews sent per client, through the API or the review page's form without JavaScript. */
  review: {
    name: 'review',
    points: 5,
    windowSeconds: hour,
    message: 'Too many reviews sent from your network.',
  },
  /** Per client, on top of the per-address mail caps: "Forgot password?" must not be a mail cannon. */
  forgotPassword: {
    name: 'forgot-password',
    points: 5,
    windowSeconds: hour,
    message: 'Too many password reset requests from your network.',
  },
  // Password guesses in 15 minutes; who meets which is told in server/auth/sign-in-limits.ts.
  signInPerAddress: {
    name: 'sign-in-address',
    points: 5,
    windowSeconds: fifteenMinutes,
    message: signInRefusal,
  },
  signInPerClient: {
    name: 'sign-in-client',
    points: 20,
    windowSeconds: fifteenMinutes,
    message: signInRefusal,
  },
  signInPerDevice: {
    name: 'sign-in-device',
    points: 5,
    windowSeconds: fifteenMinutes,
    message: signInRefusal,
  },
  // Second-factor answers in 15 minutes after a right password (server/auth/second-step-service.ts):
  // per pending admin, whatever network guesses, and per client, whichever admin it guesses at.
  secondStepPerUser: {
    name: 'second-step-user',
    points: 5,
    windowSeconds: fifteenMinutes,
    message: signInRefusal,
  },
  secondStepPerClient: {
    name: 'second-step-client',
    points: 20,
    windowSeconds: fifteenMinutes,
    message: signInRefusal,
  },
  /** Passkey prompts opened per client: each stores a challenge until it expires. */
  passkeyPrompts: {
    name: 'passkey-prompts',
    points: 60,
    windowSeconds: fifteenMinutes,
    message: 'Too many passkey prompts from your network.',
  },
  // The buyer's library: sign-in links asked for per client, and per address typed (counted for
  // every address alike, so reaching the limit tells nothing about whether it bought).
  librarySignInPerClient: {
    name: 'library-sign-in-client',
    points: 5,
    windowSeconds: fifteenMinutes,
    message: 'Too many sign-in links asked for from your network.',
  },
  librarySignInPerAddress: {
    name: 'library-sign-in-address',
    points: 3,
    windowSeconds: hour,
    message: 'Too many sign-in links asked for this address.',
  },
  /** A signed-in buyer's download of their own data: each file reads many tables. */
  libraryDataExport: {
    name: 'library-data-export',
    points: 10,
    windowSeconds: hour,
    message: 'Too many downloads of your data from your network: try again in an hour.',
  },
} as const satisfies Record<string, RateLimitRule>;

/** The limits whose points the operator sets (ServerConfig `analytics`). */
export function analyticsRateLimitRules(limits: {
  rateLimitPerMinute: number;
  newSessionsPerHour: number;
}) {
  return {
    /**
     * A tracker's events per client and minute: a request costs one point before its body is
     * read (so floods of garbage, bots and opted-out requests are limited too) and each event
     * past its first one more, so a batch of 50 costs what 50 single events do.
     */
    track: {
      name: 'track-analytics',
      points: limits.rateLimitPerMinute,
      windowSeconds: minute,
      message: 'Too many analytics events from your address.',
    },
    /** The sessions one client may open per hour: each session id it reports the first time is one. */
    newSessions: {
      name: 'track-sessions',
      points: limits.newSessionsPerHour,
      windowSeconds: hour,
      message: 'Too many new analytics sessions from your address.',
    },
  } satisfies Record<string, RateLimitRule>;
}
