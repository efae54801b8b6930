import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '#server/db/database.ts';
import { testDrivers, useTestDatabase } from '#tests/test-database.ts';
import { createLeasedRateLimiter } from './leased-rate-limit.ts';

const rule = { name: 'leased-test', points: 40, windowSeconds: 60, message: 'Too many.' };

describe.each(testDrivers)('a leased rate limit on %s', (driver) => {
  const database = useTestDatabase(driver);

  it('never lets a client past the shared limit across instances, and writes once per block', async () => {
    const { db } = database().handle;
    const first = createLeasedRateLimiter(db, rule, 4);
    const second = createLeasedRateLimiter(db, rule, 4);
    const verdicts = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        (index % 2 === 0 ? first : second).attempt('203.0.113.9'),
      ),
    );
    const allowed = verdicts.filter((verdict) => !verdict.limited).length;
    // Each instance may hold up to a block unspent: refused at most 2 × 4 early.
    expect(allowed).toBeLessThanOrEqual(40);
    expect(allowed).toBeGreaterThanOrEqual(32);
    const refused = verdicts.find((verdict) => verdict.limited);
    expect(refused).toMatchObject({ limited: true });
    const [counter] = await selectRows<{ points: number }>(
      db,
      sql`select points from rate_limits where key = 'leased-test:203.0.113.9'`,
    );
    // Ten blocks of four make the limit; the requests after them are refused from memory.
    expect(counter?.points).toBeLessThanOrEqual(48);
  });

  it('takes several points at once, and refuses what would pass the limit', async () => {
    const limiter = createLeasedRateLimiter(database().handle.db, rule, 2);
    expect(await limiter.attempt('c', 25)).toEqual({ limited: false });
    expect(await limiter.attempt('c', 10)).toEqual({ limited: false });
    expect(await limiter.attempt('c', 10)).toMatchObject({ limited: true });
    const [counter] = await selectRows<{ points: number }>(
      database().handle.db,
      sql`select points from rate_limits where key = 'leased-test:c'`,
    );
    expect(counter?.points).toBeGreaterThanOrEqual(35);
  });

  it('counts each client on its own', async () => {
    const limiter = createLeasedRateLimiter(database().handle.db, { ...rule, points: 2 }, 1);
    expect(await limiter.attempt('a')).toEqual({ limited: false });
    expect(await limiter.attempt('a')).toEqual({ limited: false });
    expect(await limiter.attempt('a')).toMatchObject({ limited: true });
    expect(await limiter.attempt('b')).toEqual({ limited: false });
  });
});
