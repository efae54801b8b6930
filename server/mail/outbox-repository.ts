import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '#server/db/database.ts';
import { outbox } from '#server/db/schema.ts';
import type { MailKind, MailPayload } from './mail-kinds.ts';

export interface MailToSend<Kind extends MailKind> {
  kind: Kind;
  recipient: string;
  payload: MailPayload<Kind>;
  orderId?: string;
  /** Not sent before this many milliseconds from now (by the database clock); due at once without. */
  delayMs?: number;
}

export type OutboxRow = typeof outbox.$inferSelect;

const milliseconds = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;

/** A failed attempt: the first one is kept, since when this mail has been failing. */
const failedNow = () => sql`coalesce(${outbox.firstFailedAt}, now())`;

/**
 * Puts a mail in the outbox. Call it with the transaction that makes the change the
 * mail reports, so that the change and its mail are stored together or not at all.
 */
export async function enqueueMail<Kind extends MailKind>(
  db: Database,
  mail: MailToSend<Kind>,
): Promise<void> {
  await db.insert(outbox).values({
    kind: mail.kind,
    recipient: mail.recipient,
    payload: mail.payload,
    orderId: mail.orderId ?? null,
    ...(mail.delayMs ? { nextAttemptAt: sql`now() + ${milliseconds(mail.delayMs)}` } : {}),
  });
}

/** Mail of one kind for one address (outbox_recipient_kind_created_idx) or one order (outbox_order_id_idx). */
export type MailOf = { kind: MailKind } & ({ recipient: string } | { orderId: string });

/**
 * How many mails `of` names went into the outbox within the last `withinMs`, and the seconds
 * until the oldest of them leaves that window (0 when there is none), both by the database
 * clock: a cap counted here holds across restarts and instances, and can say when it has room.
 */
export async function recentMail(
  db: Database,
  of: MailOf,
  withinMs: number,
): Promise<{ count: number; roomInSeconds: number }> {
  const window = milliseconds(withinMs);
  const [row] = await db
    .select({
      count: sql`count(*)`.mapWith(Number),
      roomInSeconds:
        sql`coalesce(extract(epoch from min(${outbox.createdAt}) + ${window} - now()), 0)`.mapWith(
          Number,
        ),
    })
    .from(outbox)
    .where(
      and(
        eq(outbox.kind, of.kind),
        'recipient' in of ? eq(outbox.recipient, of.recipient) : eq(outbox.orderId, of.orderId),
        gt(outbox.createdAt, sql`now() - ${window}`),
      ),
    );
  return { count: row?.count ?? 0, roomInSeconds: Math.max(0, row?.roomInSeconds ?? 0) };
}

/**
 * Makes the callers queueing mail of one kind to one address take turns until their
 * transactions end, for a cap counted by recentMail where no row of the address can be
 * locked instead (anyone may type any address into the contact form).
 */
export async function takeRecipientTurn(
  tx: Database,
  mail: { kind: MailKind; recipient: string },
): Promise<void> {
  const key = `${mail.kind}:${mail.recipient}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/**
 * The claim's two lanes, each read through its own partial index (schema.ts): `single` is the
 * one-to-one mail (deliveries, confirmations: outbox_due_idx), `bulk` a broadcast's rows
 * (outbox_bulk_due_idx).
 */
export type OutboxLane = 'single' | 'bulk';

/** A condition: the broadcast `broadcastId` names is paused, so its mail waits (broadcasts' part). */
export type BroadcastPaused = (broadcastId: SQL) => SQL;

/** A broadcast's mail is claimed only while it is not paused (one lookup by its key per row). */
const inLane = (lane: OutboxLane, paused: BroadcastPaused) =>
  lane === 'single'
    ? isNull(outbox.broadcastId)
    : and(isNotNull(outbox.broadcastId), sql`not ${paused(sql`${outbox.broadcastId}`)}`);

/** What a claim takes: how many, for how long, up to which attempt, and which broadcasts wait. */
export interface ClaimOptions {
  limit: number;
  leaseMs: number;
  maxAttempts: number;
  broadcastPaused: BroadcastPaused;
}

/** Pending, due and not leased to a worker right now. */
const dueAndFree = () =>
  and(
    eq(outbox.status, 'pending'),
    lte(outbox.nextAttemptAt, sql`now()`),
    or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, sql`now()`)),
  );

/**
 * `attempts` as an expression: outbox_pending_attempts_idx cannot serve it. Before the table's
 * statistics catch up with a freshly queued broadcast, PostgreSQL would otherwise read every
 * pending row through that index and sort them, instead of the first rows of the lane's index.
 */
const attemptsUnindexed = sql`(${outbox.attempts} + 0)`;

/**
 * The ids of up to `limit` due mails of one lane, oldest first, locked for this claim. The
 * order is the lane's index order, so at 100,000 pending rows the scan stops after `limit`.
 */
function dueIds(db: Database, lane: OutboxLane, options: Omit<ClaimOptions, 'leaseMs'>) {
  return db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        dueAndFree(),
        inLane(lane, options.broadcastPaused),
        lt(attemptsUnindexed, options.maxAttempts),
      ),
    )
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(options.limit)
    .for('update', { skipLocked: true });
}

async function claimLane(
  db: Database,
  lane: OutboxLane,
  options: ClaimOptions,
): Promise<OutboxRow[]> {
  return db
    .update(outbox)
    .set({
      lockedUntil: sql`now() + ${milliseconds(options.leaseMs)}`,
      attempts: sql`${outbox.attempts} + 1`,
    })
    .where(inArray(outbox.id, dueIds(db, lane, options)))
    .returning();
}

/**
 * Takes up to `limit` due mails for this worker and counts the attempt: one-to-one mail
 * first, broadcast mail only to fill the rest, so a broadcast never delays a buyer's
 * delivery by more than the batch in flight. Rows another
 * worker is claiming right now are skipped (SKIP LOCKED), and a claimed row stays
 * invisible to others until its lease ends, so two processes never send one mail.
 * Rows that used up `maxAttempts` are never claimed again, even if the attempt that
 * used the last one never reported back: a mail that crashes the process mid-send
 * must not be tried forever. Times come from the database clock, which every process shares.
 */
export async function claimDueMail(db: Database, options: ClaimOptions): Promise<OutboxRow[]> {
  const single = await claimLane(db, 'single', options);
  if (single.length >= options.limit) return single;
  const bulk = await claimLane(db, 'bulk', { ...options, limit: options.limit - single.length });
  return [...single, ...bulk];
}

// Both drivers answer EXPLAIN with one text row per plan line.
const planSchema = z.object({ rows: z.array(z.object({ 'QUERY PLAN': z.string() })) });

/**
 * PostgreSQL's plans (EXPLAIN, nothing run) for the worker's three queries on the outbox, one
 * line a plan row: the benchmark checks that each reads its index at broadcast scale.
 */
export async function explainOutboxQueries(
  db: Database,
  options: { maxAttempts: number; broadcastPaused: BroadcastPaused },
): Promise<Record<OutboxLane | 'exhausted', string[]>> {
  const plan = async (query: SQLWrapper) => {
    // getSQL: embedded as is, drizzle would wrap the statement in brackets, as a subquery.
    const result = planSchema.parse(await db.execute(sql`explain ${query.getSQL()}`));
    return result.rows.map((row) => row['QUERY PLAN']);
  };
  const claim = { ...options, limit: 100 };
  return {
    single: await plan(dueIds(db, 'single', claim)),
    bulk: await plan(dueIds(db, 'bulk', claim)),
    exhausted: await plan(exhaustedUpdate(db, options)),
  };
}

/** Records the mail server's acceptance: the time and Message-ID are evidence in a dispute. */
export async function markMailSent(
  db: Database,
  id: number,
  sent: { messageId: string; sentAt: Date },
): Promise<void> {
  await db
    .update(outbox)
    .set({
      status: 'sent',
      sentAt: sent.sentAt,
      messageId: sent.messageId,
      lockedUntil: null,
      lastError: null,
    })
    .where(eq(outbox.id, id));
}

/**
 * Releases a claimed mail for a later attempt. Only the claim that counted `attempts`
 * may do so: if the lease ran out and another worker took the mail, this changes nothing.
 */
export async function scheduleMailRetry(
  db: Database,
  claim: { id: number; attempts: number },
  retry: { error: string; delayMs: number },
): Promise<void> {
  await db
    .update(outbox)
    .set({
      lastError: retry.error,
      firstFailedAt: failedNow(),
      nextAttemptAt: sql`now() + ${milliseconds(retry.delayMs)}`,
      lockedUntil: null,
    })
    .where(ownClaim(claim));
}

/**
 * Puts a claimed mail back while the relay refuses us: due again at once (the outbox is held,
 * so only a probe takes it) and the attempt not counted, since it said nothing about the mail.
 */
export async function releaseHeldMail(
  db: Database,
  claim: { id: number; attempts: number },
  error: string,
): Promise<void> {
  await db
    .update(outbox)
    .set({
      lastError: error,
      firstFailedAt: failedNow(),
      attempts: sql`${outbox.attempts} - 1`,
      nextAttemptAt: sql`now()`,
      lockedUntil: null,
    })
    .where(ownClaim(claim));
}

/** Gives up on a mail for good; it stays in the table with its last error for support to see. */
export async function markMailFailed(
  db: Database,
  claim: { id: number; attempts: number },
  error: string,
): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'failed', lastError: error, firstFailedAt: failedNow(), lockedUntil: null })
    .where(ownClaim(claim));
}

/** Drops a mail its renderer no longer wants sent; the reason stays for support to read. */
export async function markMailWithdrawn(
  db: Database,
  claim: { id: number; attempts: number },
  reason: string,
): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'withdrawn', lastError: reason, lockedUntil: null })
    .where(ownClaim(claim));
}

function ownClaim(claim: { id: number; attempts: number }) {
  return and(
    eq(outbox.id, claim.id),
    eq(outbox.status, 'pending'),
    eq(outbox.attempts, claim.attempts),
  );
}

/**
 * Fails the mails whose last allowed attempt never reported back (the process stopped
 * mid-send, or the limit was lowered): pending, out of attempts, lease over. The claim
 * skips them, so without this they would stay pending for ever and never be requeued.
 */
export async function failExhaustedMail(
  db: Database,
  options: { maxAttempts: number },
): Promise<Array<Pick<OutboxRow, 'id' | 'kind' | 'attempts'>>> {
  return exhaustedUpdate(db, options);
}

/** Served by outbox_pending_attempts_idx: the due rows of a broadcast are never all read. */
function exhaustedUpdate(db: Database, options: { maxAttempts: number }) {
  return db
    .update(outbox)
    .set({
      status: 'failed',
      lastError:
        `Attempt limit (${options.maxAttempts}) reached without a send being recorded; if the ` +
        'process stopped while sending, the mail may have arrived anyway.',
      lockedUntil: null,
    })
    .where(and(dueAndFree(), gte(outbox.attempts, options.maxAttempts)))
    .returning({ id: outbox.id, kind: outbox.kind, attempts: outbox.attempts });
}

/**
 * Gives failed mail another full round of attempts, starting now: all of it, or the given
 * ids (only those that are failed). Returns how many were requeued.
 */
export async function requeueFailedMail(
  db: Database,
  options: { ids?: readonly number[] } = {},
): Promise<number> {
  const { ids } = options;
  if (ids?.length === 0) return 0;
  const rows = await db
    .update(outbox)
    .set({
      status: 'pending',
      attempts: 0,
      nextAttemptAt: sql`now()`,
      lockedUntil: null,
      // A new round: failing again is a new failure, dated by its own attempt.
      firstFailedAt: null,
    })
    .where(
      and(
        eq(outbox.status, 'failed'),
        ids === undefined ? undefined : inArray(outbox.id, [...ids]),
      ),
    )
    .returning({ id: outbox.id });
  return rows.length;
}

const failed = eq(outbox.status, 'failed');

/** Mail that failed for good: how many, and the newest (index outbox_failed_idx). */
export async function failedMail(
  db: Database,
  limit: number,
): Promise<{
  total: number;
  newest: Pick<
    typeof outbox.$inferSelect,
    'id' | 'kind' | 'recipient' | 'createdAt' | 'attempts' | 'lastError'
  >[];
}> {
  const [total, newest] = await Promise.all([
    db.$count(outbox, failed),
    db
      .select({
        id: outbox.id,
        kind: outbox.kind,
        recipient: outbox.recipient,
        createdAt: outbox.createdAt,
        attempts: outbox.attempts,
        lastError: outbox.lastError,
      })
      .from(outbox)
      .where(failed)
      .orderBy(desc(outbox.id))
      .limit(limit),
  ]);
  return { total, newest };
}

/** What became of a broadcast's mail so far, from its outbox rows. */
export interface BroadcastMailCounts {
  pending: number;
  sent: number;
  failed: number;
}

/** Each broadcast's mail by outcome (outbox_broadcast_recipient_key); a withdrawn mail is none. */
export async function broadcastMailCounts(
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

/** A broadcast's recipients, one row each, as a subquery with the column `recipient`. */
export function broadcastRecipients(broadcastId: number): SQL {
  return sql`select o.recipient from outbox o where o.broadcast_id = ${broadcastId}`;
}

/** The recipients whose mail of a broadcast failed, as a subquery with one column. */
export function failedBroadcastRecipients(broadcastId: number): SQL {
  return sql`(select ${outbox.recipient} from ${outbox}
    where ${outbox.broadcastId} = ${broadcastId} and ${outbox.status} = 'failed')`;
}

/** Whether the broadcast `broadcastId` names still has mail waiting in the outbox. */
export function hasPendingMail(broadcastId: SQL | SQLWrapper): SQL {
  return sql`exists (select 1 from outbox o
          where o.broadcast_id = ${broadcastId} and o.status = 'pending')`;
}

/** Moves the due time of a broadcast's waiting mail on by `delayMs` (a pause's length). */
export async function delayPendingBroadcastMail(
  tx: Database,
  broadcastId: number,
  delayMs: number,
): Promise<void> {
  await tx
    .update(outbox)
    .set({ nextAttemptAt: sql`${outbox.nextAttemptAt} + make_interval(secs => ${delayMs / 1000})` })
    .where(and(eq(outbox.broadcastId, broadcastId), eq(outbox.status, 'pending')));
}

/** The outbox columns a bulk insert fills from its own rows; the rest take their defaults. */
export type OutboxInsertColumn =
  'kind' | 'recipient' | 'payload' | 'order_id' | 'broadcast_id' | 'next_attempt_at';

/**
 * The insert that queues one mail per row of `rows` (a select giving `columns`, in order), for
 * a statement that queues many at once; the caller adds `on conflict` and `returning`.
 */
export function insertMailRows(columns: OutboxInsertColumn[], rows: SQL): SQL {
  return sql`insert into ${outbox} (${sql.raw(columns.join(', '))})
        ${rows}`;
}
