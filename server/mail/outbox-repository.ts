import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { outbox } from '#server/db/schema.ts';
import type { MailKind, MailPayload } from './mail-kinds.ts';

export interface MailToSend<Kind extends MailKind> {
  kind: Kind;
  recipient: string;
  payload: MailPayload<Kind>;
  orderId?: string;
}

export type OutboxRow = typeof outbox.$inferSelect;

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
  });
}

const milliseconds = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;

/**
 * Takes up to `limit` due mails for this worker and counts the attempt. Rows another
 * worker is claiming right now are skipped (SKIP LOCKED), and a claimed row stays
 * invisible to others until its lease ends, so two processes never send one mail.
 * Times come from the database clock, which every process shares.
 */
export async function claimDueMail(
  db: Database,
  options: { limit: number; leaseMs: number },
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, 'pending'),
        lte(outbox.nextAttemptAt, sql`now()`),
        or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(outbox.id))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({
      lockedUntil: sql`now() + ${milliseconds(options.leaseMs)}`,
      attempts: sql`${outbox.attempts} + 1`,
    })
    .where(inArray(outbox.id, due))
    .returning();
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
      nextAttemptAt: sql`now() + ${milliseconds(retry.delayMs)}`,
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
    .set({ status: 'failed', lastError: error, lockedUntil: null })
    .where(ownClaim(claim));
}

function ownClaim(claim: { id: number; attempts: number }) {
  return and(
    eq(outbox.id, claim.id),
    eq(outbox.status, 'pending'),
    eq(outbox.attempts, claim.attempts),
  );
}
