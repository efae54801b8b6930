import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { broadcasts } from '#server/db/schema.ts';

/**
 * A broadcast whose queueing cursor is an erased address forgets it: queueing (if it is not
 * done) starts over from the first address, and the outbox's unique index skips everyone
 * already queued.
 */
export async function eraseBroadcastCursor(db: Database, email: string): Promise<number> {
  const erased = await db
    .update(broadcasts)
    .set({ queuedThrough: null })
    .where(eq(sql`lower(${broadcasts.queuedThrough})`, email.toLowerCase()))
    .returning({ id: broadcasts.id });
  return erased.length;
}
