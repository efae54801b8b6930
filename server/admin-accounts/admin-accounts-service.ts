import { isAdminRole, type AdminRole } from '#shared/contracts/auth.ts';
import type { AdminActor } from '#server/audit/audit-actor.ts';
import { recentAudit, recordAudit } from '#server/audit/audit-repository.ts';
import { deleteUserAuthTokens } from '#server/auth/auth-token-repository.ts';
import { newPasswordProblem } from '#server/auth/password-strength.ts';
import { hasSecondFactor, withSecondFactor } from '#server/auth/second-factor-status.ts';
import { hashPassword, verifyPassword } from '#server/auth/passwords.ts';
import { deleteUserSessions, markSessionsAccessRemoved } from '#server/auth/session-repository.ts';
import { signInLimiters } from '#server/auth/sign-in-limits.ts';
import { trustDevice } from '#server/auth/trusted-devices.ts';
import {
  changeAdminRoleUnlessLastOwner,
  findUser,
  findUserByEmail,
  insertUserUnlessExists,
  listAdmins,
  lockUser,
  normalEmail,
  setPasswordHash,
  setRole,
  type User,
} from '#server/auth/user-repository.ts';
import type { ServerContext } from '#server/context.ts';
import type { Database } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { rateLimitKey } from '#server/http/client-ip.ts';
import { withinMailCaps, type MailCap } from '#server/mail/mail-caps.ts';
import { enqueueMail } from '#server/mail/outbox-repository.ts';
import type { AdminAccount, AuditEntry, GrantAdminResponse } from '#shared/contracts/admin.ts';

function adminAccount(user: User, youId: string, secondFactor: boolean): AdminAccount {
  if (!isAdminRole(user.role))
    throw new Error(`User ${user.id} is listed as an admin but is not one.`);
  return {
    id: user.id,
    email: user.email,
    status: user.passwordHash ? 'active' : 'invited',
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
    isYou: user.id === youId,
    secondFactor,
  };
}

/** Every admin, oldest first: active ones and those whose invitation is still open. */
export async function adminAccounts(
  ctx: Pick<ServerContext, 'db'>,
  youId: string,
): Promise<AdminAccount[]> {
  const admins = await listAdmins(ctx.db);
  const withFactor = await withSecondFactor(
    ctx.db,
    admins.map((user) => user.id),
  );
  return admins.map((user) => adminAccount(user, youId, withFactor.has(user.id)));
}

const minute = 60_000;

/**
 * The most invitations one address gets, however often its role is granted (or revoked and
 * granted again): each lands in someone's inbox. Counted in the outbox, like reset mail.
 */
const invitationMailCaps: readonly MailCap[] = [
  { mails: 1, withinMs: 5 * minute },
  { mails: 3, withinMs: 24 * 60 * minute },
];

/** Thrown inside the grant's transaction so the grant is undone with its refused mail. */
class InvitationCapped extends Error {}

/** Queues an invitation within the caps, naming who invited; the caller holds the user's row lock. */
async function invite(db: Database, user: User, actor: AdminActor): Promise<void> {
  const mail = { kind: 'admin-invite', recipient: user.email } as const;
  if (!(await withinMailCaps(db, mail, invitationMailCaps))) throw new InvitationCapped();
  await enqueueMail(db, { ...mail, payload: { userId: user.id, invitedBy: actor.actorEmail } });
}

export type GrantOutcome =
  | { status: 'granted'; response: GrantAdminResponse }
  /** The address needs an invitation and has had its share: nothing was changed. */
  | { status: 'invitation_capped' };

/** The grant's changes, mail and audit entry, in the caller's transaction. */
async function grantWithin(tx: Database, email: string, role: AdminRole, actor: AdminActor) {
  const inserted =
    !(await findUserByEmail(tx, email)) && (await insertUserUnlessExists(tx, { email, role }));
  const found = inserted || (await findUserByEmail(tx, email));
  let user = found && (await lockUser(tx, found.id));
  let outcome: GrantAdminResponse['outcome'];
  if (!user) throw new Error(`The user of ${email} vanished while being granted admin.`);
  if (inserted) {
    outcome = 'invited';
  } else if (!isAdminRole(user.role)) {
    user = (await setRole(tx, user.id, role)) ?? user;
    outcome = 'promoted';
  } else {
    outcome = 'already_admin';
  }
  const mailed = !user.passwordHash;
  if (mailed) await invite(tx, user, actor);
  if (outcome !== 'already_admin' || mailed) {
    await recordAudit(tx, {
      ...actor,
      action: outcome === 'promoted' ? 'admin_granted' : 'admin_invited',
      target: user.email,
      detail: { outcome, role: user.role, invitationMailed: mailed },
    });
  }
  return { outcome, user, mailed };
}

/**
 * Grant Admin Role, with the role given. A known user is promoted at once (and invited to
 * set a password if they have none); an unknown address becomes an admin without a password
 * and gets an invitation; an admin stays one with their role (changing it is
 * `changeAdminRole`), and an invited admin gets a fresh invitation, within the caps. The
 * change, its mail and its audit entry are stored together, or none of them.
 */
export async function grantAdmin(
  ctx: Pick<ServerContext, 'db' | 'outbox'>,
  input: { email: string; role: AdminRole; actor: AdminActor },
): Promise<GrantOutcome> {
  const email = normalEmail(input.email);
  const { actor, role } = input;
  const result = await inTransaction(ctx.db, (tx) => grantWithin(tx, email, role, actor)).catch(
    (error: unknown) => {
      if (error instanceof InvitationCapped) return undefined;
      throw error;
    },
  );
  if (!result) return { status: 'invitation_capped' };
  if (result.mailed) ctx.outbox.nudge();
  return {
    status: 'granted',
    response: {
      outcome: result.outcome,
      admin: adminAccount(
        result.user,
        actor.actorId,
        await hasSecondFactor(ctx.db, result.user.id),
      ),
    },
  };
}

export type RevokeOutcome = 'revoked' | 'last_owner' | 'not_found';

/**
 * Takes the admin role away, never from the last owner who can sign in. Their password goes
 * with it (a later grant invites them afresh instead of reviving it), their sessions end
 * (kept, marked, so the back office tells them their access was removed) and their open
 * links and trusted browsers are withdrawn, all in the same transaction.
 */
export async function revokeAdmin(
  ctx: Pick<ServerContext, 'db' | 'clock'>,
  input: { userId: string; actor: AdminActor },
): Promise<RevokeOutcome> {
  return inTransaction(ctx.db, async (tx): Promise<RevokeOutcome> => {
    const user = await findUser(tx, input.userId);
    if (!user) return 'not_found';
    const change = await changeAdminRoleUnlessLastOwner(tx, user.id, 'user');
    if (change.status === 'last_owner') return 'last_owner';
    if (change.status !== 'changed') return 'not_found';
    await markSessionsAccessRemoved(tx, user.id, ctx.clock());
    await deleteUserAuthTokens(tx, user.id);
    await recordAudit(tx, {
      ...input.actor,
      action: 'admin_revoked',
      target: user.email,
      detail: { role: change.from },
    });
    return 'revoked';
  });
}

export type RoleChangeOutcome =
  | { status: 'changed' | 'unchanged'; admin: AdminAccount }
  | { status: 'last_owner' }
  | { status: 'not_found' };

/**
 * Gives an admin the other role, never leaving the shop without an owner who can sign in.
 * Their sessions stay: each route checks the role of the moment. The audit entry says from
 * which role to which.
 */
export async function changeAdminRole(
  ctx: Pick<ServerContext, 'db'>,
  input: { userId: string; role: AdminRole; actor: AdminActor },
): Promise<RoleChangeOutcome> {
  const { actor, role } = input;
  return inTransaction(ctx.db, async (tx): Promise<RoleChangeOutcome> => {
    const change = await changeAdminRoleUnlessLastOwner(tx, input.userId, role);
    if (change.status === 'not_admin') return { status: 'not_found' };
    if (change.status === 'last_owner') return { status: 'last_owner' };
    const user = await findUser(tx, input.userId);
    if (!user) throw new Error(`The admin ${input.userId} vanished while their role changed.`);
    if (change.status === 'changed') {
      await recordAudit(tx, {
        ...actor,
        action: 'admin_role_changed',
        target: user.email,
        detail: { from: change.from, to: role },
      });
    }
    const secondFactor = await hasSecondFactor(tx, user.id);
    return { status: change.status, admin: adminAccount(user, actor.actorId, secondFactor) };
  });
}

export type ChangePasswordOutcome =
  /** `deviceToken`: the browser that changed it stays trusted by the sign-in limits. */
  | { status: 'changed'; deviceToken: string }
  | { status: 'wrong_password' }
  /** The new password may not be used (password-strength.ts). */
  | { status: 'refused'; message: string }
  | { status: 'limited'; retryAfterSeconds: number };

/**
 * Changes your own password after checking the current one. Guesses are counted per
 * session (it proved the password at sign-in, as a device cookie does) and per client, not
 * per address: a stolen session's guesses are bounded, and cannot lock the owner's address.
 * Every other session of yours ends; reset links made for the old password and trusted
 * browsers are withdrawn, and this browser is trusted afresh.
 */
export async function changePassword(
  ctx: Pick<ServerContext, 'db' | 'clock'>,
  input: {
    actor: AdminActor;
    sessionHash: string;
    currentPassword: string;
    newPassword: string;
  },
): Promise<ChangePasswordOutcome> {
  const { actor } = input;
  const problem = await newPasswordProblem(input.newPassword, actor.actorEmail);
  if (problem) return { status: 'refused', message: problem };
  const limits = signInLimiters(ctx.db);
  const sessionKey = `session:${input.sessionHash}`;
  const clientKey = rateLimitKey(actor.ip);
  for (const [limiter, key] of [
    [limits.perDevice, sessionKey],
    [limits.perClient, clientKey],
  ] as const) {
    const verdict = await limiter.attempt(key);
    if (verdict.limited) return { status: 'limited', retryAfterSeconds: verdict.retryAfterSeconds };
  }
  const user = await findUser(ctx.db, actor.actorId);
  if (!(await verifyPassword(user?.passwordHash, input.currentPassword)) || !user) {
    return { status: 'wrong_password' };
  }
  await Promise.all([limits.perDevice.reset(sessionKey), limits.perClient.refund(clientKey)]);
  const passwordHash = await hashPassword(input.newPassword);
  const deviceToken = await inTransaction(ctx.db, async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    await deleteUserSessions(tx, user.id, input.sessionHash);
    await deleteUserAuthTokens(tx, user.id);
    await recordAudit(tx, { ...actor, action: 'password_changed', target: user.email });
    return trustDevice({ db: tx, clock: ctx.clock }, user.id);
  });
  return { status: 'changed', deviceToken };
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
    targetLabel: row.targetLabel,
    ip: row.ip,
  }));
}
