import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '#server/db/database.ts';
import { broadcasts } from '#server/db/schema.ts';
import type { BroadcastDraft } from '#shared/contracts/admin-mail.ts';
import { broadcastRecipients, delayPendingBroadcastMail } from '#server/mail/outbox-repository.ts';
import { optedOutOfNewsSince } from '#server/mail-audience/news-opt-out-repository.ts';
import { keptOutSince } from '#server/mail-audience/suppression-repository.ts';

export type BroadcastRow = typeof broadcasts.$inferSelect;

export async function insertBroadcast(
  tx: Database,
  draft: BroadcastDraft & { createdBy: string; now: Date },
): Promise<BroadcastRow> {
  const { createdBy, now, ...fields } = draft;
  const [row] = await tx
    .insert(broadcasts)
    .values({ ...fields, createdBy, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('The broadcast was not stored.');
  return row;
}

export async function findBroadcast(db: Database, id: number): Promise<BroadcastRow | undefined> {
  const [row] = await db.select().from(broadcasts).where(eq(broadcasts.id, id));
  return row;
}

/** Changes a draft; undefined when there is no such draft (none, or no longer a draft). */
export async function updateDraft(
  tx: Database,
  id: number,
  draft: BroadcastDraft & { now: Date },
): Promise<BroadcastRow | undefined> {
  const { now, ...fields } = draft;
  const [row] = await tx
    .update(broadcasts)
    .set({ ...fields, updatedAt: now })
    .where(and(eq(broadcasts.id, id), eq(broadcasts.status, 'draft')))
    .returning();
  return row;
}

export async function deleteDraft(tx: Database, id: number): Promise<BroadcastRow | undefined> {
  const [row] = await tx
    .delete(broadcasts)
    .where(and(eq(broadcasts.id, id), eq(broadcasts.status, 'draft')))
    .returning();
  return row;
}

/** One page of broadcasts, newest first (broadcasts_created_at_idx), and how many there are. */
export async function pageOfBroadcasts(
  db: Database,
  page: { limit: number; offset: number },
): Promise<{ rows: BroadcastRow[]; total: number }> {
  const rows = await db
    .select()
    .from(broadcasts)
    .orderBy(desc(broadcasts.createdAt), desc(broadcasts.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(broadcasts);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Of a broadcast's recipients, how many unsubscribed from news since it started and how many
 * bounced or complained since: what it cost, seen after.
 */
export async function reactionsSince(
  db: Database,
  id: number,
  since: Date,
): Promise<{ unsubscribed: number; bounced: number }> {
  const [row] = await selectRows<{ unsubscribed: string; bounced: string }>(
    db,
    sql`select
        count(*) filter (where ${optedOutOfNewsSince(sql`o.recipient`, since)}) as unsubscribed,
        count(*) filter (where ${keptOutSince(sql`o.recipient`, since)}) as bounced
      from (${broadcastRecipients(id)}) o`,
  );
  return { unsubscribed: Number(row?.unsubscribed ?? 0), bounced: Number(row?.bounced ?? 0) };
}

/** A draft given its time: `scheduled` until the scheduler starts it. */
export async function scheduleDraft(
  tx: Database,
  id: number,
  at: { scheduledAt: Date; now: Date },
): Promise<BroadcastRow | undefined> {
  const [row] = await tx
    .update(broadcasts)
    .set({ status: 'scheduled', scheduledAt: at.scheduledAt, updatedAt: at.now })
    .where(and(eq(broadcasts.id, id), eq(broadcasts.status, 'draft')))
    .returning();
  return row;
}

/** A scheduled broadcast not yet started, back to a draft. */
export async function unschedule(
  tx: Database,
  id: number,
  now: Date,
): Promise<BroadcastRow | undefined> {
  const [row] = await tx
    .update(broadcasts)
    .set({ status: 'draft', scheduledAt: null, updatedAt: now })
    .where(and(eq(broadcasts.id, id), eq(broadcasts.status, 'scheduled')))
    .returning();
  return row;
}

/** A sent broadcast shown on the site's archive, or no longer; undefined unless it is sent. */
export async function setArchived(
  tx: Database,
  id: number,
  change: { archived: boolean; now: Date },
): Promise<BroadcastRow | undefined> {
  const [row] = await tx
    .update(broadcasts)
    .set({ archived: change.archived, updatedAt: change.now })
    .where(and(eq(broadcasts.id, id), eq(broadcasts.status, 'sent')))
    .returning();
  return row;
}

/** Fixes the archive page's address of a broadcast that has none yet. */
export async function setSlug(tx: Database, id: number, slug: string): Promise<void> {
  await tx
    .update(broadcasts)
    .set({ slug })
    .where(and(eq(broadcasts.id, id), sql`${broadcasts.slug} is null`));
}

/** A sending broadcast paused: the outbox claims none of its mail while it is. */
export async function pauseSending(
  tx: Database,
  id: number,
  now: Date,
): Promise<BroadcastRow | undefined> {
  const [row] = await tx
    .update(broadcasts)
    .set({ status: 'paused', pausedAt: now, updatedAt: now })
    .where(and(eq(broadcasts.id, id), eq(broadcasts.status, 'sending')))
    .returning();
  return row;
}

/**
 * A paused broadcast sending again, its row locked so two owners resuming at once resume it
 * once. With a rate, its schedule moves on by the pause: the start the rest of its audience is
 * queued from, and the due time of its mail still waiting, so the rate holds instead of what
 * piled up going out at once.
 */
export async function resumePaused(
  tx: Database,
  id: number,
  now: Date,
): Promise<BroadcastRow | undefined> {
  const [paused] = await tx
    .select()
    .from(broadcasts)
    .where(and(eq(broadcasts.id, id), eq(broadcasts.status, 'paused')))
    .for('update');
  if (!paused) return undefined;
  const pauseMs =
    paused.ratePerMinute === null || paused.pausedAt === null
      ? 0
      : Math.max(0, now.getTime() - paused.pausedAt.getTime());
  if (pauseMs > 0) await delayPendingBroadcastMail(tx, id, pauseMs);
  const [row] = await tx
    .update(broadcasts)
    .set({
      status: 'sending',
      pausedAt: null,
      updatedAt: now,
      ...(paused.startedAt && pauseMs > 0
        ? { startedAt: new Date(paused.startedAt.getTime() + pauseMs) }
        : {}),
    })
    .where(eq(broadcasts.id, id))
    .returning();
  return row;
}

/** Whether the broadcast `broadcastId` names is paused (one lookup by its key). */
export function broadcastPaused(broadcastId: SQL): SQL {
  return sql`exists (select 1 from broadcasts b
  where b.id = ${broadcastId} and b.status = 'paused')`;
}

/** Broadcasts that finished while some of their mail, now pending again, had failed: sending again. */
export async function reopenFinishedBroadcasts(tx: Database, ids: number[]): Promise<void> {
  await tx
    .update(broadcasts)
    .set({ status: 'sending', finishedAt: null })
    .where(and(inArray(broadcasts.id, ids), eq(broadcasts.status, 'sent')));
}
