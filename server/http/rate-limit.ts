import type { MiddlewareHandler } from 'hono';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { clientIp } from './client-ip.ts';
import { HttpError } from './http-error.ts';

export interface RateLimitRule {
  /** Requests allowed per window and address. */
  points: number;
  windowSeconds: number;
  /** What the caller reads in the 429, e.g. "Too many payment attempts." */
  message: string;
}

/**
 * Per-address limits for the endpoints that cost us money or mail. In memory, per
 * process: a handful of instances multiply the limit, which is acceptable here.
 */
export function rateLimit(
  rule: RateLimitRule,
  options: { trustProxy: boolean },
): MiddlewareHandler {
  const limiter = new RateLimiterMemory({ points: rule.points, duration: rule.windowSeconds });
  return async (c, next) => {
    try {
      await limiter.consume(clientIp(c, options.trustProxy));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      c.header('Retry-After', String(retryAfter));
      throw new HttpError(
        429,
        'rate_limited',
        `${rule.message} Please try again in ${retryAfter} seconds.`,
      );
    }
    await next();
  };
}
