import type { Database } from '#server/db/database.ts';
import { createRateLimiter, type RateLimiter } from '#server/http/rate-limit.ts';
import { rateLimitRules } from '#server/http/rate-limit-rules.ts';

/**
 * Password guesses allowed in 15 minutes (rateLimitRules.signIn*). An attempt is counted
 * before the password is checked, so guesses sent in parallel cannot slip past a limit; the right password takes
 * its attempt back. Which counters an attempt meets depends on who sends it:
 * - a browser with a device cookie of the account (trusted-devices.ts) meets only its own
 *   `perDevice` count: strangers' guesses at the address never refuse the owner;
 * - anyone else meets `perClient` (one network guessing many addresses) and `perAddress`
 *   (many networks guessing one address). Only such untrusted attempts fill the address's
 *   count, and once it is full only untrusted attempts are refused.
 * Changing your own password counts per session (as `perDevice`) and per client.
 */
export interface SignInLimiters {
  perAddress: RateLimiter;
  perClient: RateLimiter;
  perDevice: RateLimiter;
}

// One set per database: each limiter keeps a sweeping timer, so none is made per request.
const limitersOf = new WeakMap<Database, SignInLimiters>();

/** The limiters every password check shares: sign-in and changing your own password. */
export function signInLimiters(db: Database): SignInLimiters {
  let limiters = limitersOf.get(db);
  if (!limiters) {
    limiters = {
      perAddress: createRateLimiter(db, rateLimitRules.signInPerAddress),
      perClient: createRateLimiter(db, rateLimitRules.signInPerClient),
      perDevice: createRateLimiter(db, rateLimitRules.signInPerDevice),
    };
    limitersOf.set(db, limiters);
  }
  return limiters;
}

/**
 * Forgets the address's failures and the client's: a password set from a mailed link proves
 * the mailbox, and the person who did it must be able to sign in with it at once.
 */
export async function clearSignInCounters(
  db: Database,
  counted: { email: string; clientKey: string },
): Promise<void> {
  const limits = signInLimiters(db);
  await Promise.all([
    limits.perAddress.reset(counted.email),
    limits.perClient.reset(counted.clientKey),
  ]);
}
