import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { selectRows, type Database } from '#server/db/database.ts';
import { broadcasts } from '#server/db/schema.ts';
import { audienceAddresses } from '#server/mail-audience/audience-repository.ts';
import { ensureMailAddresses } from '#server/mail-audience/mail-address-repository.ts';
import { hasPendingMail, insertMailRows } from '#server/mail/outbox-repository.ts';
import type { BroadcastRow } from './broadcasts-repository.ts';

/** The kind of every broadcast mail in the outbox (server/mail/mail-kinds.ts). */
export const broadcastMailKind = 'broadcast';

/**
 * Moves the scheduled broadcasts whose time has come to `sending`, each by one conditional
 * update (broadcasts_status_scheduled_at_idx): of two instances, one starts each.
 */
export async function startDueBroadcasts(db: Database, now: Date): Promise<number[]> {
  const rows = await db
    .update(broadcasts)
    .set({ status: 'sending', startedAt: now, updatedAt: now })
    .where(and(eq(broadcasts.status, 'scheduled'), lte(broadcasts.scheduledAt, now)))
    .returning({ id: broadcasts.id });
  return rows.map((row) => row.id);
}

/** The broadcasts being sent whose audience is not all queued yet. */
export async function broadcastsBeingQueued(db: Database): Promise<number[]> {
  const rows = await db
    .select({ id: broadcasts.id })
    .from(broadcasts)
    .where(and(eq(broadcasts.status, 'sending'), isNull(broadcasts.queuedAt)));
  return rows.map((row) => row.id);
}

/**
 * The broadcast to queue a batch of, locked until the transaction ends: another instance
 * waits here and then reads the cursor this one advanced. Undefined once it is all queued.
 */
export async function lockForQueueing(tx: Database, id: number): Promise<BroadcastRow | undefined> {
  const [row] = await tx
    .select()
    .from(broadcasts)
    .where(
      and(eq(broadcasts.id, id), eq(broadcasts.status, 'sending'), isNull(broadcasts.queuedAt)),
    )
    .for('update');
  return row;
}

/**
 * Queues the next `size` addresses of the audience after the cursor, in address order: each
 * its mail address row and one outbox row, in two statements whatever the size. With a rate,
 * the n-th recipient of the whole broadcast is due n × 60/rate seconds after it started;
 * without, at once. The unique index keeps an address from being queued twice. Answers how
 * many rows were queued and the batch's last address (undefined: none was left).
 */
export async function queueNextBatch(
  tx: Database,
  broadcast: BroadcastRow,
  size: number,
): Promise<{ queued: number; last: string | undefined; addresses: number }> {
  const after = broadcast.queuedThrough;
  const batch = sql`select a.email from (${audienceAddresses(broadcast.audience)}) a
    ${after === null ? sql`` : sql`where a.email > ${after}`}
    order by a.email limit ${size}`;
  await ensureMailAddresses(tx, batch);
  const due =
    broadcast.ratePerMinute === null || broadcast.startedAt === null
      ? sql`now()`
      : sql`${broadcast.startedAt.toISOString()}::timestamptz + make_interval(secs =>
          (${broadcast.recipients} + b.n - 1) * 60.0 / ${broadcast.ratePerMinute})`;
  const payload = JSON.stringify({ broadcastId: broadcast.id });
  const [row] = await selectRows<{ addresses: number; last: string | null; queued: number }>(
    tx,
    sql`with b as (
        select batch.email, row_number() over (order by batch.email) as n from (${batch}) batch
      ), inserted as (
        ${insertMailRows(
          ['kind', 'recipient', 'payload', 'broadcast_id', 'next_attempt_at'],
          sql`select ${broadcastMailKind}, b.email, ${payload}::jsonb, ${broadcast.id}, ${due} from b`,
        )}
        on conflict do nothing
        returning 1
      )
      select (select count(*) from b)::int as addresses, (select max(b.email) from b) as last,
        (select count(*) from inserted)::int as queued`,
  );
  return {
    queued: row?.queued ?? 0,
    last: row?.last ?? undefined,
    addresses: row?.addresses ?? 0,
  };
}

/** Moves the cursor past a batch and counts its recipients; `done` marks it all queued. */
export async function advanceQueue(
  tx: Database,
  id: number,
  progress: { last: string | undefined; queued: number; done: boolean; now: Date },
): Promise<void> {
  await tx
    .update(broadcasts)
    .set({
      ...(progress.last === undefined ? {} : { queuedThrough: progress.last }),
      recipients: sql`${broadcasts.recipients} + ${progress.queued}`,
      ...(progress.done ? { queuedAt: progress.now } : {}),
    })
    .where(eq(broadcasts.id, id));
}

/**
 * Marks `sent` every broadcast all queued whose mail has all left the outbox (sent, failed or
 * withdrawn), by one conditional update; answers them.
 */
export async function finishSentBroadcasts(db: Database, now: Date): Promise<BroadcastRow[]> {
  return db
    .update(broadcasts)
    .set({ status: 'sent', finishedAt: now, updatedAt: now })
    .where(
      and(
        eq(broadcasts.status, 'sending'),
        sql`${broadcasts.queuedAt} is not null`,
        sql`not ${hasPendingMail(broadcasts.id)}`,
      ),
    )
    .returning();
}
