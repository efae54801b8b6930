import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { broadcasts } from '#server/db/schema.ts';

type BroadcastRow = typeof broadcasts.$inferInsert;

/**
 * A broadcast as the archive finds it: sent and archived at `slug` unless told otherwise
 * (a draft, a scheduled or a sending one, or one the seller keeps off the site).
 */
export async function storedBroadcast(
  db: Database,
  slug: string,
  overrides: Partial<BroadcastRow> = {},
): Promise<typeof broadcasts.$inferSelect> {
  const sentAt = new Date('2026-11-02T15:00:00Z');
  const [row] = await db
    .insert(broadcasts)
    .values({
      subject: `Issue ${slug}`,
      preheader: `What ${slug} is about`,
      body: `## Inside ${slug}\n\nRead the [deadlines article](/blog).`,
      audience: 'subscribers',
      status: 'sent',
      scheduledAt: sentAt,
      startedAt: sentAt,
      queuedAt: sentAt,
      finishedAt: sentAt,
      archived: true,
      slug,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('the test broadcast was not stored');
  return row;
}

/** Shows or hides a broadcast on the archive, as the Mail section's toggle does. */
export async function setArchived(db: Database, slug: string, archived: boolean): Promise<void> {
  await db.update(broadcasts).set({ archived }).where(eq(broadcasts.slug, slug));
}
