import type { AdminActor } from '#server/audit/audit-actor.ts';
import { recordAudit } from '#server/audit/audit-repository.ts';
import type { ServerContext } from '#server/context.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { newestGuideFile } from '#server/guide-files/guide-files-repository.ts';
import { readAutomation } from '#server/mail-automations/automation-settings.ts';
import { ServiceError } from '#server/service-error.ts';
import type { GuideUpdateNotice, GuideUpdateQueued } from '#shared/contracts/admin-mail.ts';
import { countNoticeAudience, insertNotices, noticeQueued } from './guide-update-repository.ts';

type NoticeContext = Pick<ServerContext, 'db' | 'outbox' | 'logger'>;

/** The Guide card's offer: the newest version, how many buyers its notice reaches, whether it went. */
export async function guideUpdateNotice(
  ctx: Pick<ServerContext, 'db'>,
): Promise<GuideUpdateNotice> {
  const [version, automation, buyers] = await Promise.all([
    newestGuideFile(ctx.db),
    readAutomation(ctx.db, 'guide-update'),
    countNoticeAudience(ctx.db),
  ]);
  return {
    version: version
      ? { id: version.id, name: version.name, uploadedAt: version.uploadedAt.toISOString() }
      : null,
    buyers,
    notified: version ? await noticeQueued(ctx.db, version.id) : false,
    enabled: automation.enabled,
  };
}

const refusals = {
  off: new ServiceError('conflict', 'automation_off', 'The guide update notice is turned off.'),
  noVersion: new ServiceError('conflict', 'no_version', 'No guide has been uploaded yet.'),
  sent: new ServiceError(
    'conflict',
    'already_notified',
    'The buyers were already told about this version.',
  ),
  noBuyers: new ServiceError('conflict', 'empty_audience', 'No buyer has a completed order.'),
};

/**
 * Queues the notice of the newest guide version: one mail per buyer's address, each recorded
 * in automation_sends in the same transaction with the audit entry, so a version is announced
 * once however often (or on however many instances) it is asked.
 */
export async function sendGuideUpdateNotice(
  ctx: NoticeContext,
  actor: AdminActor,
): Promise<GuideUpdateQueued> {
  if (!(await readAutomation(ctx.db, 'guide-update')).enabled) throw refusals.off;
  const version = await newestGuideFile(ctx.db);
  if (!version) throw refusals.noVersion;
  const queued = await inTransaction(ctx.db, async (tx) => {
    if (await noticeQueued(tx, version.id)) throw refusals.sent;
    const count = await insertNotices(tx, version.id);
    if (count === 0) throw (await noticeQueued(tx, version.id)) ? refusals.sent : refusals.noBuyers;
    await recordAudit(tx, {
      ...actor,
      action: 'guide_update_notified',
      target: version.id,
      targetLabel: version.name,
      detail: { name: version.name, queued: count },
    });
    return count;
  });
  ctx.outbox.nudge();
  ctx.logger.info({ guideFileId: version.id, queued }, 'guide update notice queued');
  return { queued };
}
