import { recordAudit } from '#server/audit/audit-repository.ts';
import { announceContentChange } from '#server/db/content-changes.ts';
import { inTransaction } from '#server/db/transaction.ts';
import type { Logger } from '#server/logger.ts';
import { startPeriodicTask, type PeriodicTask } from '#server/periodic-task.ts';
import { dayIn } from '#shared/time-zone.ts';
import { insertRevision, publishDueEntries } from './publishing-repository.ts';
import { moveAddress, type PublishingContext } from './publishing-service.ts';

/** Who the audit log names for a publication the server made at its scheduled time. */
export const schedulerActorEmail = 'scheduled publishing';

/**
 * Publishes every scheduled entry whose time has come, each exactly once whatever the number
 * of instances running this (the claim is one conditional update), and those that fell due
 * while no instance ran. Returns the ids published.
 */
export async function publishDue(ctx: PublishingContext): Promise<number[]> {
  const now = ctx.clock();
  const today = dayIn(now, ctx.settings.current().timeZone);
  const published = await inTransaction(ctx.db, async (tx) => {
    const claimed = await publishDueEntries(tx, now, today);
    for (const entry of claimed) {
      await insertRevision(tx, {
        entryId: entry.id,
        action: 'published',
        content: entry.content,
        savedAt: now,
        savedBy: entry.savedBy,
        number: entry.revision,
      });
      await moveAddress(tx, entry.kind, entry.oldSlug, entry.content.slug, entry.wasPublished);
      await recordAudit(tx, {
        actorId: null,
        actorEmail: schedulerActorEmail,
        action: 'entry_published',
        target: String(entry.id),
        targetLabel: entry.content.title,
        ip: null,
        detail: { kind: entry.kind, slug: entry.content.slug, revision: entry.revision },
      });
    }
    if (claimed.length > 0) await announceContentChange(tx, 'publishing');
    return claimed.map((entry) => entry.id);
  });
  if (published.length > 0) await ctx.published.reload();
  return published;
}

/** Runs at start (what fell due while down) and then every `everyMs` (default 5 s). */
export function startScheduledPublishing(
  ctx: PublishingContext,
  logger: Logger,
  everyMs = 5000,
): PeriodicTask {
  return startPeriodicTask({
    everyMs,
    logger,
    failure: 'publishing scheduled entries failed; it runs again later',
    async pass() {
      const published = await publishDue(ctx);
      if (published.length > 0) logger.info({ published }, 'scheduled entries published');
    },
  });
}
