import type { AdminActor } from '#server/audit/audit-actor.ts';
import { recentAudit, recordAudit } from '#server/audit/audit-repository.ts';
import { deleteUserAuthTokens } from '#server/auth/auth-token-repository.ts';
import { hashPassword, verifyPassword } from '#server/auth/passwords.ts';
import { deleteUserSessions } from '#server/auth/session-repository.ts';
import { signInLimiters } from '#server/auth/sign-in-limits.ts';
import {
  findUser,
  findUserByEmail,
  insertUserUnlessExists,
  listAdmins,
  lockUser,
  normalEmail,
  revokeAdminUnlessLast,
  setPasswordHash,
  setRole,
  type User,
} from '#server/auth/user-repository.ts';
import type { ServerContext } from '#server/context.ts';
import type { Database } from '#server/db/database.ts';
import { enqueueMail } from '#server/mail/outbox-repository.ts';
import type { AdminAccount, AuditEntry, GrantAdminResponse } from '#shared/contracts/admin.ts';

/** The signed-in admin doing something, and from where: the first half of each audit entry. */

function adminAccount(user: User, youId: string): AdminAccount {
  return {
    id: user.id,
    email: user.email,
    status: user.passwordHash ? 'active' : 'invited',
    createdAt: user.createdAt.toISOString(),
    lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
    isYou: user.id === youId,
  };
}

/** Every admin, oldest first: active ones and those whose invitation is still open. */
export async function adminAccounts(
  ctx: Pick<ServerContext, 'db'>,
  youId: string,
): Promise<AdminAccount[]> {
  return (await listAdmins(ctx.db)).map((user) => adminAccount(user, youId));
}

async function invite(db: Database, user: User): Promise<void> {
  await enqueueMail(db, {
    kind: 'admin-invite',
    recipient: user.email,
    payload: { userId: user.id },
  });
}

/**
 * Grant Admin Role. A known user is promoted at once (and invited to set a password if they
 * have none); an unknown address becomes an admin without a password and gets an invitation;
 * an admin stays one, and an invited admin gets a fresh invitation. The change, its mail and
 * its audit entry are stored together.
 */
export async function grantAdmin(
  ctx: Pick<ServerContext, 'db' | 'outbox'>,
  input: { email: string; actor: AdminActor },
): Promise<GrantAdminResponse> {
  const email = normalEmail(input.email);
  const { actor } = input;
  const result = await ctx.db.transaction(async (tx) => {
    const inserted =
      !(await findUserByEmail(tx, email)) &&
      (await insertUserUnlessExists(tx, { email, role: 'admin' }));
    const found = inserted || (await findUserByEmail(tx, email));
    let user = found && (await lockUser(tx, found.id));
    let outcome: GrantAdminResponse['outcome'];
    if (!user) throw new Error(`The user of ${email} vanished while being granted admin.`);
    if (inserted) {
      outcome = 'invited';
    } else if (user.role !== 'admin') {
      user = (await setRole(tx, user.id, 'admin')) ?? user;
      outcome = 'promoted';
    } else {
      outcome = 'already_admin';
    }
    const mailed = !user.passwordHash;
    if (mailed) await invite(tx, user);
    if (outcome !== 'already_admin' || mailed) {
      await recordAudit(tx, {
        ...actor,
        action: outcome === 'promoted' ? 'admin_granted' : 'admin_invited',
        target: user.email,
        detail: { outcome, invitationMailed: mailed },
      });
    }
    return { outcome, user, mailed };
  });
  if (result.mailed) ctx.outbox.nudge();
  return { outcome: result.outcome, admin: adminAccount(result.user, actor.actorId) };
}

export type RevokeOutcome = 'revoked' | 'last_admin' | 'not_found';

/**
 * Takes the admin role away, never from the last admin who can sign in. Their sessions end
 * and their open links are withdrawn in the same transaction.
 */
export async function revokeAdmin(
  ctx: Pick<ServerContext, 'db'>,
  input: { userId: string; actor: AdminActor },
): Promise<RevokeOutcome> {
  return ctx.db.transaction(async (tx): Promise<RevokeOutcome> => {
    const user = await findUser(tx, input.userId);
    if (!user) return 'not_found';
    const result = await revokeAdminUnlessLast(tx, user.id);
    if (result === 'not_admin') return 'not_found';
    if (result === 'last_admin') return 'last_admin';
    await deleteUserSessions(tx, user.id);
    await deleteUserAuthTokens(tx, user.id);
    await recordAudit(tx, { ...input.actor, action: 'admin_revoked', target: user.email });
    return 'revoked';
  });
}

export type ChangePasswordOutcome =
  | { status: 'changed' }
  | { status: 'wrong_password' }
  | { status: 'limited'; retryAfterSeconds: number };

/**
 * Changes your own password after checking the current one (each wrong guess counts against
 * the same per-address limit as sign-in). Every other session of yours ends, and reset links
 * made for the old password are withdrawn.
 */
export async function changePassword(
  ctx: Pick<ServerContext, 'db'>,
  input: {
    actor: AdminActor;
    sessionHash: string;
    currentPassword: string;
    newPassword: string;
  },
): Promise<ChangePasswordOutcome> {
  const { actor } = input;
  const limiter = signInLimiters(ctx.db).perAddress;
  const verdict = await limiter.attempt(actor.actorEmail);
  if (verdict.limited) return { status: 'limited', retryAfterSeconds: verdict.retryAfterSeconds };
  const user = await findUser(ctx.db, actor.actorId);
  if (!(await verifyPassword(user?.passwordHash, input.currentPassword)) || !user) {
    return { status: 'wrong_password' };
  }
  await limiter.reset(actor.actorEmail);
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    await deleteUserSessions(tx, user.id, input.sessionHash);
    await deleteUserAuthTokens(tx, user.id);
    await recordAudit(tx, { ...actor, action: 'password_changed', target: user.email });
  });
  return { status: 'changed' };
}

/** The newest entries of the audit log, as the Security card lists them. */
export async function auditEntries(
  ctx: Pick<ServerContext, 'db'>,
  limit: number,
): Promise<AuditEntry[]> {
  return (await recentAudit(ctx.db, limit)).map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actorEmail: row.actorEmail,
    action: row.action,
    target: row.target,
    ip: row.ip,
  }));
}
