import { recordAudit, type AuditEntryInput } from '#server/audit/audit-repository.ts';
import type { ServerContext } from '#server/context.ts';
import { announceContentChange } from '#server/db/content-changes.ts';
import type { Database } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';

export type ModerationContext = Pick<ServerContext, 'db' | 'clock' | 'socialProof'>;

/**
 * Runs a change to what the site may show about reviews or testimonials: the write, its
 * audit entry and the announcement to the other instances in one transaction (`change`
 * answers the entry, or undefined when nothing changed); then this instance reads the proof
 * again, so the site shows it at once.
 */
export async function publishChange<T>(
  ctx: ModerationContext,
  change: (tx: Database) => Promise<{ result: T; audit: AuditEntryInput | undefined }>,
): Promise<T> {
  const { result, changed } = await inTransaction(ctx.db, async (tx) => {
    const { result, audit } = await change(tx);
    if (!audit) return { result, changed: false };
    await recordAudit(tx, audit);
    await announceContentChange(tx, 'reviews');
    return { result, changed: true };
  });
  if (changed) await ctx.socialProof.reload();
  return result;
}
