import type { Database } from '#server/db/database.ts';
import {
  createRateLimiter,
  type RateLimiter,
  type RateLimitRule,
} from '#server/http/rate-limit.ts';

const fifteenMinutes = 15 * 60;

/**
 * Password guesses allowed per address and per client in 15 minutes. Each attempt is counted
 * before the password is checked, so guesses sent in parallel cannot slip past the limit;
 * the right password takes its attempt back (and clears the address's count).
 */
export const signInLimitRules = {
  perAddress: {
    name: 'sign-in-address',
    points: 5,
    windowSeconds: fifteenMinutes,
    message: 'Too many failed sign-in attempts.',
  },
  perClient: {
    name: 'sign-in-client',
    points: 20,
    windowSeconds: fifteenMinutes,
    message: 'Too many failed sign-in attempts.',
  },
} as const satisfies Record<string, RateLimitRule>;

export interface SignInLimiters {
  perAddress: RateLimiter;
  perClient: RateLimiter;
}

// One pair per database: each limiter keeps a sweeping timer, so none is made per request.
const limitersOf = new WeakMap<Database, SignInLimiters>();

/** The limiters every password check shares: sign-in and changing your own password. */
export function signInLimiters(db: Database): SignInLimiters {
  let limiters = limitersOf.get(db);
  if (!limiters) {
    limiters = {
      perAddress: createRateLimiter(db, signInLimitRules.perAddress),
      perClient: createRateLimiter(db, signInLimitRules.perClient),
    };
    limitersOf.set(db, limiters);
  }
  return limiters;
}
