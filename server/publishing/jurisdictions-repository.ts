import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { publishingEntries } from '#server/db/schema.ts';

/**
 * Every state guide with the state it covers (what is published, else the working copy's),
 * published ones first: a state written twice shows its published guide.
 */
export async function stateGuideRows(db: Database) {
  const e = publishingEntries;
  return db
    .select({
      id: e.id,
      state: sql<string>`coalesce(${e.published}->>'state', ${e.draft}->>'state')`,
      status: e.status,
      slug: e.slug,
      reviewedOn: e.reviewedOn,
      updatedOn: e.updatedOn,
    })
    .from(e)
    .where(eq(e.kind, 'state_guide'))
    .orderBy(sql`${e.status} = 'published' desc`, e.id);
}
