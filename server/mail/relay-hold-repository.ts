import { and, eq, inArray, sql } from 'drizzle-orm';
import { selectRows, type Database } from '#server/db/database.ts';
import { mailRelayState, outbox } from '#server/db/schema.ts';
import type { RefusalRunEntry } from '#server/db/schema.ts';
import type { OutboxNeighbours } from './outbox-neighbours.ts';

/** The breaker's one row. */
const relayRow = 'relay';
const milliseconds = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;

export type RelayState = typeof mailRelayState.$inferSelect;

/** The breaker's row, locked for this transaction; made on first use. */
export async function lockRelayState(tx: Database): Promise<RelayState> {
  await tx.insert(mailRelayState).values({ id: relayRow }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(mailRelayState)
    .where(eq(mailRelayState.id, relayRow))
    .for('update');
  if (!row) throw new Error('The relay state row was not stored.');
  return row;
}

/** The breaker as it is now, unlocked; undefined before its first use. */
export async function readRelayState(db: Database): Promise<RelayState | undefined> {
  const [row] = await db.select().from(mailRelayState).where(eq(mailRelayState.id, relayRow));
  return row;
}

/** Stores the run of per-recipient refusals, and the suspects of the last tripped run. */
export async function saveRefusalRun(
  tx: Database,
  run: { refusalRun: RefusalRunEntry[]; suspects?: string[] },
): Promise<void> {
  await tx.update(mailRelayState).set(run).where(eq(mailRelayState.id, relayRow));
}

/**
 * Holds the outbox, unless it is held already: the first probe after `probeMs`. Answers
 * whether this call started the hold.
 */
export async function holdRelay(
  db: Database,
  hold: { reason: string; probeMs: number },
): Promise<boolean> {
  await db.insert(mailRelayState).values({ id: relayRow }).onConflictDoNothing();
  const rows = await db
    .update(mailRelayState)
    .set({
      heldSince: sql`now()`,
      heldReason: hold.reason,
      nextProbeAt: sql`now() + ${milliseconds(hold.probeMs)}`,
      probeDelayMs: hold.probeMs,
    })
    .where(and(eq(mailRelayState.id, relayRow), sql`${mailRelayState.heldSince} is null`))
    .returning({ id: mailRelayState.id });
  return rows.length > 0;
}

/**
 * Takes the due probe of a held outbox, for this instance alone: the next one is moved out by
 * twice the last wait (at most `maxMs`) in the same statement, so of several instances one
 * probes. Answers whether this instance may send one mail now.
 */
export async function takeProbe(db: Database, maxMs: number): Promise<boolean> {
  const next = sql`least(${mailRelayState.probeDelayMs} * 2, ${maxMs})`;
  const rows = await db
    .update(mailRelayState)
    .set({ nextProbeAt: sql`now() + make_interval(secs => ${next} / 1000.0)`, probeDelayMs: next })
    .where(
      and(
        eq(mailRelayState.id, relayRow),
        sql`${mailRelayState.heldSince} is not null`,
        sql`${mailRelayState.nextProbeAt} <= now()`,
      ),
    )
    .returning({ id: mailRelayState.id });
  return rows.length > 0;
}

/**
 * A mail was accepted: the relay works. Ends a hold and forgets the run of refusals, in one
 * statement that touches the row only when there is something to end. Answers whether a hold
 * ended.
 */
export async function recordAccepted(db: Database): Promise<boolean> {
  const rows = await selectRows<{ was_held: boolean }>(
    db,
    sql`with old as (
        select held_since from mail_relay_state
        where id = ${relayRow} and (held_since is not null or refusal_run <> '[]'::jsonb)
        for update
      )
      update mail_relay_state s set held_since = null, held_reason = null, next_probe_at = null,
        probe_delay_ms = 0, refusal_run = '[]'::jsonb
      from old where s.id = ${relayRow}
      returning old.held_since is not null as was_held`,
  );
  return rows[0]?.was_held ?? false;
}

/** An owner ends the hold; answers whether there was one. */
export async function releaseRelay(db: Database): Promise<boolean> {
  const rows = await db
    .update(mailRelayState)
    .set({ heldSince: null, heldReason: null, nextProbeAt: null, probeDelayMs: 0 })
    .where(and(eq(mailRelayState.id, relayRow), sql`${mailRelayState.heldSince} is not null`))
    .returning({ id: mailRelayState.id });
  return rows.length > 0;
}

/**
 * Undoes what a run of refusals did, once it proved to be the relay's fault: the addresses it
 * marked bounced are allowed again, its failed mails are pending again (the refusal not
 * counted as an attempt), and a broadcast that finished on them is sending again.
 */
export async function undoRefusalRun(
  tx: Database,
  run: RefusalRunEntry[],
  neighbours: Pick<OutboxNeighbours, 'allowBouncedAgain' | 'reopenBroadcasts'>,
): Promise<void> {
  const suppressed = run.filter((entry) => entry.suppressed).map((entry) => entry.email);
  if (suppressed.length > 0) await neighbours.allowBouncedAgain(tx, suppressed);
  const ids = run.map((entry) => entry.outboxId);
  if (ids.length === 0) return;
  const requeued = await tx
    .update(outbox)
    .set({
      status: 'pending',
      attempts: sql`greatest(${outbox.attempts} - 1, 0)`,
      nextAttemptAt: sql`now()`,
      lockedUntil: null,
    })
    .where(and(inArray(outbox.id, ids), eq(outbox.status, 'failed')))
    .returning({ broadcastId: outbox.broadcastId });
  const broadcastIds = [
    ...new Set(requeued.flatMap((row) => (row.broadcastId === null ? [] : [row.broadcastId]))),
  ];
  if (broadcastIds.length === 0) return;
  await neighbours.reopenBroadcasts(tx, broadcastIds);
}
