import { RateLimiterDrizzle } from 'rate-limiter-flexible';
import type { Database } from '#server/db/database.ts';
import { rateLimits } from '#server/db/schema.ts';

/** The counters of one rule in the shared `rate_limits` table; the library runs the queries. */
export function rateLimitCounters(
  db: Database,
  rule: { name: string; points: number; windowSeconds: number },
): RateLimiterDrizzle {
  return new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix: rule.name,
    points: rule.points,
    duration: rule.windowSeconds,
  });
}
