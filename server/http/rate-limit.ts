import type { MiddlewareHandler } from 'hono';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '#server/db/database.ts';
import { rateLimits } from '#server/db/schema.ts';
import { clientIp, rateLimitKey } from './client-ip.ts';
import { RateLimitedError } from './http-error.ts';

export interface RateLimitRule {
  /** Names the counters in the shared table; one name per limit. */
  name: string;
  /** Requests allowed per window and key. */
  points: number;
  windowSeconds: number;
  /** What the caller reads in the 429, e.g. "Too many payment attempts." */
  message: string;
}

export interface RateLimiter {
  /** Counts one request for `key`; throws RateLimitedError once the window's points are used. */
  consume(key: string): Promise<void>;
}

/**
 * A limit whose counters live in the database, so every instance of the server counts
 * against the same budget and a restart forgets nothing. One atomic upsert per request.
 */
export function createRateLimiter(db: Database, rule: RateLimitRule): RateLimiter {
  const limiter = new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix: rule.name,
    points: rule.points,
    duration: rule.windowSeconds,
  });
  return {
    async consume(key) {
      try {
        await limiter.consume(key);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        throw new RateLimitedError(rule.message, retryAfter);
      }
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
