import type { MiddlewareHandler } from 'hono';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '#server/db/database.ts';
import { clientIp, rateLimitKey } from './client-ip.ts';
import { RateLimitedError } from './http-error.ts';
import { rateLimitCounters } from './rate-limit-repository.ts';

export interface RateLimitRule {
  /** Names the counters in the shared table; one name per limit. */
  name: string;
  /** Requests allowed per window and key. */
  points: number;
  windowSeconds: number;
  /** What the caller reads in the 429, e.g. "Too many payment attempts." */
  message: string;
}

/** Whether a counted request was within its limit, and if not, how long until it is. */
export type RateLimitVerdict =
  | { limited: false }
  /** `firstRefusal`: the window's first request over the limit (one log line per flood, not one per request). */
  | { limited: true; retryAfterSeconds: number; firstRefusal: boolean };

/** Points taken at once for spending in memory, or the refusal and how long it lasts. */
export type RateLimitLease =
  { granted: true; windowLeftMs: number } | { granted: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one request for `key`; throws RateLimitedError once the window's points are used. */
  consume(key: string): Promise<void>;
  /**
   * Counts one request for `key` like `consume`, but answers instead of throwing, for a
   * caller that must act on a refusal (record it) before answering.
   */
  attempt(key: string): Promise<RateLimitVerdict>;
  /**
   * Takes `points` at once, all or none (a refused lease still counts them, as a refused
   * request does), for a caller that spends them in memory until the window ends.
   */
  lease(key: string, points: number): Promise<RateLimitLease>;
  /** Gives back one point `attempt` counted: the request proved not to be what the limit is for. */
  refund(key: string): Promise<void>;
  /** Forgets what was counted for `key`, e.g. failed sign-ins once the right password came. */
  reset(key: string): Promise<void>;
}

/**
 * A limit whose counters live in the database, so every instance of the server counts
 * against the same budget and a restart forgets nothing. One atomic upsert per request.
 */
export function createRateLimiter(db: Database, rule: RateLimitRule): RateLimiter {
  const limiter = rateLimitCounters(db, rule);
  async function attempt(key: string): Promise<RateLimitVerdict> {
    try {
      await limiter.consume(key);
      return { limited: false };
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      return {
        limited: true,
        retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
        firstRefusal: rejection.consumedPoints === rule.points + 1,
      };
    }
  }
  return {
    attempt,
    async lease(key, points) {
      try {
        const taken = await limiter.consume(key, points);
        return { granted: true, windowLeftMs: taken.msBeforeNext };
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return {
          granted: false,
          retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
        };
      }
    },
    async consume(key) {
      const verdict = await attempt(key);
      if (verdict.limited) throw new RateLimitedError(rule.message, verdict.retryAfterSeconds);
    },
    async refund(key) {
      await limiter.reward(key, 1);
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}

/** Per-client limit for the endpoints that cost us money or mail (IPv6 clients per /64). */
export function rateLimit(db: Database, rule: RateLimitRule): MiddlewareHandler {
  const limiter = createRateLimiter(db, rule);
  return async (c, next) => {
    await limiter.consume(rateLimitKey(clientIp(c)));
    await next();
  };
}
