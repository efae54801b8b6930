import type { AdminActor } from '#server/audit/audit-actor.ts';
import { recordAudit } from '#server/audit/audit-repository.ts';
import type { ServerContext } from '#server/context.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { isAdminRole } from '#shared/contracts/auth.ts';
import type { TeamPolicy } from '#shared/contracts/second-factor.ts';
import { deleteUserChallenges } from './auth-challenge-repository.ts';
import { deleteSecondFactors } from './second-factor-repository.ts';
import { recordFactorChange } from './second-factor-service.ts';
import { hasSecondFactor } from './second-factor-status.ts';
import { deleteUserSessions } from './session-repository.ts';
import { requiresSecondFactor, saveTeamPolicy } from './team-policy-repository.ts';
import { findUser } from './user-repository.ts';

/**
 * The owners' rule (every admin must have a second factor) and the way back for an admin who
 * lost theirs: another owner removes them. A password reset by mail never does: the mailbox
 * alone must not open an account that has a second factor.
 */

export async function teamPolicy(ctx: Pick<ServerContext, 'db'>): Promise<TeamPolicy> {
  return { requireSecondFactor: await requiresSecondFactor(ctx.db) };
}

export type PolicyOutcome =
  | { status: 'saved'; policy: TeamPolicy }
  /** Turning it on needs the owner doing it to have a factor: they would lock themselves out. */
  | { status: 'no_factor' };

export async function changeTeamPolicy(
  ctx: Pick<ServerContext, 'db' | 'clock'>,
  input: { actor: AdminActor; policy: TeamPolicy },
): Promise<PolicyOutcome> {
  const { actor, policy } = input;
  return inTransaction(ctx.db, async (tx): Promise<PolicyOutcome> => {
    if (policy.requireSecondFactor && !(await hasSecondFactor(tx, actor.actorId))) {
      return { status: 'no_factor' };
    }
    const before = await requiresSecondFactor(tx);
    await saveTeamPolicy(tx, { ...policy, updatedAt: ctx.clock(), updatedBy: actor.actorId });
    if (before !== policy.requireSecondFactor) {
      await recordAudit(tx, { ...actor, action: 'team_policy_changed', detail: { ...policy } });
    }
    return { status: 'saved', policy };
  });
}

export type ResetOutcome = 'reset' | 'not_found' | 'yourself';

/**
 * Removes every factor of another admin (a lost phone, a lost key): their passkeys, the app
 * and recovery codes go, their sessions and pending sign-ins end, and they are told by mail.
 * They sign in with the password next and set a factor up again.
 */
export async function resetSecondFactor(
  ctx: Pick<ServerContext, 'db' | 'outbox'>,
  input: { actor: AdminActor; userId: string },
): Promise<ResetOutcome> {
  const { actor, userId } = input;
  if (userId === actor.actorId) return 'yourself';
  const outcome = await inTransaction(ctx.db, async (tx): Promise<ResetOutcome> => {
    const user = await findUser(tx, userId);
    if (!user || !isAdminRole(user.role)) return 'not_found';
    await deleteSecondFactors(tx, user.id);
    await deleteUserSessions(tx, user.id);
    await deleteUserChallenges(tx, user.id);
    await recordFactorChange(tx, { actor, user, change: 'second_factor_reset' });
    return 'reset';
  });
  if (outcome === 'reset') ctx.outbox.nudge();
  return outcome;
}
