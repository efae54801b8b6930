import { automationNames } from '#content/mail-automation-names.ts';
import type { AdminActor } from '#server/audit/audit-actor.ts';
import { recordAudit } from '#server/audit/audit-repository.ts';
import type { ServerContext } from '#server/context.ts';
import { inTransaction } from '#server/db/transaction.ts';
import type { Automation, AutomationId } from '#shared/contracts/admin-mail.ts';
import { saveAutomationRow } from './automation-settings-repository.ts';
import { readAutomation, readAutomations } from './automation-settings.ts';

type AutomationContext = Pick<ServerContext, 'db'>;

/** `GET /api/admin/mail/automations`: each automation as it runs now. */
export async function listAutomations(
  ctx: AutomationContext,
): Promise<{ automations: Automation[] }> {
  return { automations: await readAutomations(ctx.db) };
}

/**
 * Stores an automation's on/off and texts (already checked by its contract) with an audit
 * entry naming what it was and what it is, in one transaction. The schedule and the mail
 * renderers read it when they run, so the change counts from the next mail on.
 */
export async function saveAutomation<Id extends AutomationId>(
  ctx: AutomationContext,
  actor: AdminActor,
  next: Automation<Id>,
): Promise<Automation<Id>> {
  await inTransaction(ctx.db, async (tx) => {
    const previous = await readAutomation(tx, next.id);
    await saveAutomationRow(tx, {
      id: next.id,
      enabled: next.enabled,
      settings: next.settings,
      updatedBy: actor.actorId,
    });
    await recordAudit(tx, {
      ...actor,
      action: 'automation_saved',
      target: next.id,
      targetLabel: automationNames[next.id],
      detail: { previous, next },
    });
  });
  return readAutomation(ctx.db, next.id);
}
