/** Broadcasts' subjects, for the mail a privacy export lists (server/privacy/). */
import { inArray } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { broadcasts } from '#server/db/schema.ts';

/** Each of `ids`' subject, by id. */
export async function broadcastSubjects(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: broadcasts.id, subject: broadcasts.subject })
    .from(broadcasts)
    .where(inArray(broadcasts.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.subject]));
}
