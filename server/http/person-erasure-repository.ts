import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '#server/db/database.ts';

/**
 * Rate-limit counters kept by an erased address (the library's per-address limit keys end in
 * `:<address>`), deleted.
 */
export async function eraseRateLimitsOf(db: Database, email: string): Promise<number> {
  const suffix = `:${email.toLowerCase()}`;
  const [row] = await selectRows<{ erased: number }>(
    db,
    sql`with erased as (
      delete from rate_limits where right(lower(key), ${suffix.length}) = ${suffix} returning 1
    ) select count(*)::int as erased from erased`,
  );
  return row?.erased ?? 0;
}
