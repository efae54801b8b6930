import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { selectRows, type Database } from '#server/db/database.ts';
import { broadcasts, outbox } from '#server/db/schema.ts';
import type { BroadcastDraft } from '#shared/contracts/admin-mail.ts';
import { newsTopic } from '#server/mail-audience/audience-repository.ts';

export type BroadcastRow = typeof broadcasts.$inferSelect;

/** What became of a broadcast's mail so far, from its outbox rows. */
export interface BroadcastMailCounts {
  pending: number;
  sent: number;
  failed: number;
}

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

/** Each broadcast's mail by outcome (outbox_broadcast_recipient_key); a withdrawn mail is none. */
export async function mailCounts(
  db: Database,
  ids: number[],
): Promise<Map<number, BroadcastMailCounts>> {
  const counts = new Map<number, BroadcastMailCounts>();
  if (ids.length === 0) return counts;
  const rows = await db
    .select({
      id: outbox.broadcastId,
      pending: sql`count(*) filter (where ${outbox.status} = 'pending')`.mapWith(Number),
      sent: sql`count(*) filter (where ${outbox.status} = 'sent')`.mapWith(Number),
      failed: sql`count(*) filter (where ${outbox.status} = 'failed')`.mapWith(Number),
    })
    .from(outbox)
    .where(inArray(outbox.broadcastId, ids))
    .groupBy(outbox.broadcastId);
  for (const { id, ...row } of rows) if (id !== null) counts.set(id, row);
  return counts;
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
        count(*) filter (where exists (
          select 1 from mail_opt_outs m
          where m.email = o.recipient and m.topic = ${newsTopic} and m.created_at >= ${since.toISOString()}::timestamptz
        )) as unsubscribed,
        count(*) filter (where exists (
          select 1 from mail_addresses x where x.email = o.recipient and x.suppressed_at >= ${since.toISOString()}::timestamptz
        )) as bounced
      from outbox o where o.broadcast_id = ${id}`,
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
  if (pauseMs > 0) {
    await tx
      .update(outbox)
      .set({
        nextAttemptAt: sql`${outbox.nextAttemptAt} + make_interval(secs => ${pauseMs / 1000})`,
      })
      .where(and(eq(outbox.broadcastId, id), eq(outbox.status, 'pending')));
  }
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
