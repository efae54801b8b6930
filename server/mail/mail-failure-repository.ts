import { and, desc, eq, gt, isNotNull, min } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { outbox } from '#server/db/schema.ts';

/** Whether mail flows, as the outbox recorded it: the owners' health alert reads it. */
export interface MailFlow {
  /** When the mail server last accepted a mail; null if it never did. */
  lastSentAt: Date | null;
  /**
   * The first failure of the mail still waiting to be sent that failed after the last accepted
   * one: since when nothing got through. Null when no such mail waits.
   */
  failingSince: Date | null;
}

/**
 * Two reads of an index each (outbox_sent_at_idx, outbox_failing_idx). A mail whose first
 * failure came before the last accepted mail is left out: something got through since, so it
 * is that mail's own trouble (its address, its mailbox), not the mail server's.
 */
export async function mailFlow(db: Database): Promise<MailFlow> {
  const [last] = await db
    .select({ sentAt: outbox.sentAt })
    .from(outbox)
    .where(isNotNull(outbox.sentAt))
    .orderBy(desc(outbox.sentAt))
    .limit(1);
  const lastSentAt = last?.sentAt ?? null;
  const [failing] = await db
    .select({ since: min(outbox.firstFailedAt) })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, 'pending'),
        isNotNull(outbox.firstFailedAt),
        lastSentAt ? gt(outbox.firstFailedAt, lastSentAt) : undefined,
      ),
    );
  return { lastSentAt, failingSince: failing?.since ?? null };
}
