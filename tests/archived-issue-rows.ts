import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { broadcasts, outbox } from '#server/db/schema.ts';

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

/**
 * A broadcast still being sent: one of its mails waits in the outbox until a day far ahead
 * (a slow rate), so a running server's scheduler keeps it `sending`.
 */
export async function sendingBroadcast(
  db: Database,
  slug: string,
  overrides: Partial<BroadcastRow> = {},
): Promise<void> {
  const row = await storedBroadcast(db, slug, {
    ...overrides,
    status: 'sending',
    finishedAt: null,
  });
  await db.insert(outbox).values({
    kind: 'broadcast',
    recipient: 'reader@example.com',
    payload: { broadcastId: row.id },
    broadcastId: row.id,
    nextAttemptAt: farAhead,
  });
}

/** A time no test reaches: what is scheduled for it never starts. */
export const farAhead = new Date('2099-01-01T00:00:00Z');
