import type { AdminActor } from '#server/audit/audit-actor.ts';
import { recordAudit } from '#server/audit/audit-repository.ts';
import type { ServerContext } from '#server/context.ts';
import type { Database } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { ServiceError } from '#server/service-error.ts';
import type { MailHold, RelayStatus } from '#shared/contracts/admin-mail.ts';
import { readRelayState, releaseRelay } from './relay-hold-repository.ts';

/** The outbox's hold as the back office shows it, or null while mail goes out. */
export async function mailHold(db: Database): Promise<MailHold | null> {
  const state = await readRelayState(db);
  if (!state?.heldSince) return null;
  return {
    since: state.heldSince.toISOString(),
    reason: state.heldReason ?? '',
    nextProbeAt: state.nextProbeAt?.toISOString() ?? null,
  };
}

export async function relayStatus(ctx: Pick<ServerContext, 'db'>): Promise<RelayStatus> {
  return { hold: await mailHold(ctx.db) };
}

/**
 * An owner's "Resume sending": the hold ends now, recorded with the change, and the outbox
 * sends at once. If the relay still refuses, the first refusal holds it again.
 */
export async function resumeSending(
  ctx: Pick<ServerContext, 'db' | 'outbox'>,
  actor: AdminActor,
): Promise<RelayStatus> {
  const resumed = await inTransaction(ctx.db, async (tx) => {
    const hold = await mailHold(tx);
    if (!(await releaseRelay(tx))) return false;
    await recordAudit(tx, {
      ...actor,
      action: 'mail_relay_resumed',
      detail: { heldSince: hold?.since, reason: hold?.reason },
    });
    return true;
  });
  if (!resumed) {
    throw new ServiceError(
      'conflict',
      'not_held',
      'Mail is going out: there is nothing to resume.',
    );
  }
  ctx.outbox.nudge();
  return relayStatus(ctx);
}
