import { recordAudit } from '#server/audit/audit-repository.ts';
import type { ServerContext } from '#server/context.ts';
import type { Database } from '#server/db/database.ts';
import { rateLimitKey } from '#server/http/client-ip.ts';
import { countRecentMail, enqueueMail } from '#server/mail/outbox-repository.ts';
import type { AuthUser } from '#shared/contracts/auth.ts';
import { verifyPassword } from './passwords.ts';
import { tokenHash } from './secret-token.ts';
import { deleteSession, findLiveSession } from './session-repository.ts';
import { openSession } from './session-service.ts';
import { signInLimiters } from './sign-in-limits.ts';
import { findUserByEmail, lockUser, normalEmail, recordSignIn } from './user-repository.ts';

export interface Client {
  ip: string;
  userAgent: string | undefined;
}

export type SignInOutcome =
  | { status: 'signed_in'; user: AuthUser; token: string }
  /** Unknown address, wrong password or no password yet: one answer, so none can be told apart. */
  | { status: 'invalid_credentials' }
  /** The right password of someone who is not an admin: no session is opened. */
  | { status: 'not_admin' }
  | { status: 'limited'; retryAfterSeconds: number };

/** Why a sign-in failed, as the audit log records it. */
type FailureReason = 'unknown' | 'wrong' | 'no_password' | 'not_admin' | 'limited';

type AuthContext = Pick<ServerContext, 'db' | 'clock'>;

/**
 * Password sign-in for the back office. Every attempt counts against the address and the
 * client before the password is checked; an unknown address costs as long as a wrong
 * password (a hash is verified either way), and every outcome is audited.
 */
export async function signIn(
  ctx: AuthContext,
  input: { email: string; password: string; client: Client },
): Promise<SignInOutcome> {
  const email = normalEmail(input.email);
  const { ip } = input.client;
  const failed = async (reason: FailureReason, actorId: string | null = null) => {
    const detail = { reason };
    await recordAudit(ctx.db, { actorId, actorEmail: email, action: 'sign_in_failed', ip, detail });
  };
  const limits = signInLimiters(ctx.db);
  const clientKey = rateLimitKey(ip);
  for (const [limiter, key] of [
    [limits.perClient, clientKey],
    [limits.perAddress, email],
  ] as const) {
    const verdict = await limiter.attempt(key);
    if (verdict.limited) {
      // Once per window: a flood of refused guesses must not grow the audit log without bound.
      if (verdict.firstRefusal) await failed('limited');
      return { status: 'limited', retryAfterSeconds: verdict.retryAfterSeconds };
    }
  }

  const user = await findUserByEmail(ctx.db, email);
  if (!(await verifyPassword(user?.passwordHash, input.password))) {
    const reason = !user ? 'unknown' : user.passwordHash ? 'wrong' : 'no_password';
    await failed(reason, user?.id ?? null);
    return { status: 'invalid_credentials' };
  }
  if (!user || user.role !== 'admin') {
    await failed('not_admin', user?.id ?? null);
    return { status: 'not_admin' };
  }

  await Promise.all([limits.perAddress.reset(email), limits.perClient.refund(clientKey)]);
  const token = await openSession(ctx, user.id, input.client);
  await recordSignIn(ctx.db, user.id, ctx.clock());
  await recordAudit(ctx.db, { actorId: user.id, actorEmail: user.email, action: 'sign_in', ip });
  return { status: 'signed_in', user: { id: user.id, email: user.email }, token };
}

/** Ends the session a cookie names, if any; says whether there was a live one. */
export async function signOut(
  ctx: AuthContext,
  input: { token: string | undefined; ip: string },
): Promise<boolean> {
  if (!input.token) return false;
  const hash = tokenHash(input.token);
  const live = await findLiveSession(ctx.db, hash, ctx.clock());
  await deleteSession(ctx.db, hash);
  if (!live) return false;
  await recordAudit(ctx.db, {
    actorId: live.user.id,
    actorEmail: live.user.email,
    action: 'sign_out',
    ip: input.ip,
  });
  return true;
}

const minute = 60_000;

/**
 * The most reset mails one address gets, however often "Forgot password?" is pressed:
 * anyone can type an admin's address, and each press would otherwise land in their inbox.
 */
const resetMailCaps = [
  { mails: 1, withinMs: 5 * minute },
  { mails: 5, withinMs: 24 * 60 * minute },
] as const;

async function resetMailAllowed(db: Database, recipient: string): Promise<boolean> {
  for (const cap of resetMailCaps) {
    const sent = await countRecentMail(db, { kind: 'password-reset', recipient, ...cap });
    if (sent >= cap.mails) return false;
  }
  return true;
}

type ResetOutcome = 'unknown' | 'mailed' | 'capped' | 'not_admin';

/**
 * "Forgot password?": queues a reset mail for an admin (invited or active), within the
 * caps. The caller answers the same whatever happened, so the address's existence stays
 * secret; the mail carries only the user's id, and the link is made when it is sent.
 */
export async function requestPasswordReset(
  ctx: Pick<ServerContext, 'db' | 'outbox'>,
  input: { email: string; ip: string },
): Promise<ResetOutcome> {
  const found = await findUserByEmail(ctx.db, input.email);
  if (!found) return 'unknown';
  const outcome = await ctx.db.transaction(async (tx): Promise<ResetOutcome> => {
    // Requests for one user take turns, so two at once cannot both pass the cap.
    const user = await lockUser(tx, found.id);
    if (!user) return 'unknown';
    let result: ResetOutcome = 'not_admin';
    if (user.role === 'admin') {
      result = (await resetMailAllowed(tx, user.email)) ? 'mailed' : 'capped';
    }
    if (result === 'mailed') {
      await enqueueMail(tx, {
        kind: 'password-reset',
        recipient: user.email,
        payload: { userId: user.id },
      });
    }
    await recordAudit(tx, {
      actorId: user.id,
      actorEmail: user.email,
      action: 'password_reset_requested',
      target: user.email,
      ip: input.ip,
      detail: { outcome: result },
    });
    return result;
  });
  if (outcome === 'mailed') ctx.outbox.nudge();
  return outcome;
}
