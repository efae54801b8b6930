import type { Database } from '#server/db/database.ts';
import { createRateLimiter, type RateLimitRule, type RateLimitVerdict } from './rate-limit.ts';

export interface LeasedRateLimiter {
  /**
   * Counts `points` (one request, or each of the things it carries) for `key`, all or none:
   * in memory while this instance holds enough points for it.
   */
  attempt(key: string, points?: number): Promise<RateLimitVerdict>;
}

interface Lease {
  remaining: number;
  /** When the shared window the points came from ends; they are not spent after it. */
  endsAt: number;
  /**
   * Set while the shared limiter refuses `key`: refusals are answered from memory too, and
   * points still held are spent by the requests they cover.
   */
  refusedUntil?: number;
}

// Past this many clients held in memory, ended leases are swept before a new one is added.
const sweepAbove = 10_000;

/**
 * A shared per-client limit for a high-volume endpoint: each instance takes a client's
 * points from the shared limiter a block at a time (one database write per block instead
 * of one per request) and spends them in memory until the window ends.
 *
 * The slack, stated: no client ever gets more than `rule.points` per window across all
 * instances (every point spent was counted in the shared table first, and points left from
 * an earlier window are dropped); a client may be refused up to one and a half blocks early
 * per instance, for points an instance holds unspent (the next block is taken while half of
 * the current one is left) or a last block that did not fit whole. A block of a twentieth
 * of the limit keeps that under 8%. A request that counts several points (the events it
 * carries) takes them all or none; one needing more than a block leases what it lacks at once.
 */
export function createLeasedRateLimiter(
  db: Database,
  rule: RateLimitRule,
  leasePoints: number,
  now: () => number = Date.now,
): LeasedRateLimiter {
  const shared = createRateLimiter(db, rule);
  const leases = new Map<string, Lease>();
  // One lease request per client at a time; requests that find no points wait for it.
  const leasing = new Map<string, Promise<void>>();

  function sweep(at: number): void {
    if (leases.size < sweepAbove) return;
    for (const [key, lease] of leases) if (lease.endsAt <= at) leases.delete(key);
  }

  /** Takes a block from the shared limiter, or more when one request needs more. */
  async function takeLease(key: string, wanted: number): Promise<void> {
    const answer = await shared.lease(key, wanted);
    const at = now();
    sweep(at);
    const held = leases.get(key);
    const heldPoints = held && held.endsAt > at ? held.remaining : 0;
    if (!answer.granted) {
      // Points still held were counted in their window: they are spent before refusing,
      // and nothing more is asked of the shared table until the refusal ends.
      const until = at + answer.retryAfterSeconds * 1000;
      leases.set(key, { remaining: heldPoints, endsAt: until, refusedUntil: until });
      return;
    }
    const endsAt = at + Math.max(1, answer.windowLeftMs);
    // Points left from an earlier window are dropped, so no window ever spends more than
    // the shared limit counted for it.
    const sameWindow = held && held.refusedUntil === undefined && endsAt - held.endsAt < 1_000;
    leases.set(key, {
      remaining: wanted + (sameWindow ? heldPoints : 0),
      endsAt: sameWindow ? held.endsAt : endsAt,
    });
  }

  function renew(key: string, wanted: number): Promise<void> {
    let pending = leasing.get(key);
    if (!pending) {
      pending = takeLease(key, wanted).finally(() => leasing.delete(key));
      leasing.set(key, pending);
    }
    return pending;
  }

  return {
    async attempt(key, points = 1) {
      for (;;) {
        const at = now();
        const lease = leases.get(key);
        const live = lease && lease.endsAt > at ? lease : undefined;
        if (live && live.remaining >= points) {
          live.remaining -= points;
          // The next block is taken while half of this one is left, so a busy client's
          // requests do not wait on the shared table.
          if (live.refusedUntil === undefined && live.remaining < leasePoints / 2)
            void renew(key, leasePoints).catch(() => undefined);
          return { limited: false };
        }
        if (live?.refusedUntil !== undefined) {
          return {
            limited: true,
            retryAfterSeconds: Math.max(1, Math.ceil((live.refusedUntil - at) / 1000)),
            firstRefusal: false,
          };
        }
        await renew(key, Math.max(leasePoints, points - (live?.remaining ?? 0)));
      }
    },
  };
}
