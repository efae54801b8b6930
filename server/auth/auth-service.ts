import { recordAudit } from '#server/audit/audit-repository.ts';
import type { ServerContext } from '#server/context.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { rateLimitKey } from '#server/http/client-ip.ts';
import { withinMailCaps, type MailCap } from '#server/mail/mail-caps.ts';
import { enqueueMail } from '#server/mail/outbox-repository.ts';
import { isAdminRole } from '#shared/contracts/auth.ts';
import type { SecondFactorMethod } from '#shared/contracts/second-factor.ts';
import { verifyPassword } from './passwords.ts';
import { beginSecondStep } from './second-step-service.ts';
import { secondFactorMethods } from './second-factor-status.ts';
import { tokenHash } from './secret-token.ts';
import { deleteSession, findLiveSession } from './session-repository.ts';
import { completeSignIn, type Client, type SignedInOutcome } from './sign-in-completion.ts';
import { signInLimiters } from './sign-in-limits.ts';
import { trustedDevice } from './trusted-devices.ts';
import { findUserByEmail, lockUser, normalEmail } from './user-repository.ts';

export type { Client } from './sign-in-completion.ts';

export type SignInOutcome =
  | SignedInOutcome
  /** The password was right; a second factor is awaited, in the step `token` names. */
  | { status: 'second_step'; token: string; methods: SecondFactorMethod[] }
  /**
   * Unknown address, wrong password, no password yet, or the right password of someone who
   * is not an admin (a revoked one): one answer, so a guesser learns nothing; the audit log
   * keeps which it was.
   */
  | { status: 'invalid_credentials' }
  | { status: 'limited'; retryAfterSeconds: number };

/** Why a sign-in failed, as the audit log records it. */
type FailureReason = 'unknown' | 'wrong' | 'no_password' | 'not_admin' | 'limited';

type AuthContext = Pick<ServerContext, 'db' | 'clock'>;

/**
 * Password sign-in for the back office. Every attempt is counted before the password is
 * checked (sign-in-limits.ts says which counters it meets: a browser carrying the account's
 * device cookie is counted apart from strangers); an unknown address costs as long as a
 * wrong password (a hash is verified either way), and every outcome is audited. Success
 * renews the browser's device token, or, for an admin with a second factor, opens the second
 * step instead (second-step-service.ts): no session before it is answered.
 */
export async function signIn(
  ctx: AuthContext,
  input: { email: string; password: string; client: Client; deviceToken?: string },
): Promise<SignInOutcome> {
  const email = normalEmail(input.email);
  const { ip } = input.client;
  const failed = async (reason: FailureReason, actorId: string | null = null) => {
    const detail = { reason };
    await recordAudit(ctx.db, { actorId, actorEmail: email, action: 'sign_in_failed', ip, detail });
  };
  const user = await findUserByEmail(ctx.db, email);
  // Looked up for an unknown address too (no user has the empty id): a device cookie must
  // not let a guesser time whether the address exists.
  const device = await trustedDevice(ctx, input.deviceToken, user?.id ?? '');
  const limits = signInLimiters(ctx.db);
  const clientKey = rateLimitKey(ip);
  const counters = device
    ? ([[limits.perDevice, device]] as const)
    : ([
        [limits.perClient, clientKey],
        [limits.perAddress, email],
      ] as const);
  for (const [limiter, key] of counters) {
    const verdict = await limiter.attempt(key);
    if (verdict.limited) {
      // Once per window: a flood of refused guesses must not grow the audit log without bound.
      if (verdict.firstRefusal) await failed('limited', user?.id ?? null);
      return { status: 'limited', retryAfterSeconds: verdict.retryAfterSeconds };
    }
  }

  if (!(await verifyPassword(user?.passwordHash, input.password))) {
    const reason = !user ? 'unknown' : user.passwordHash ? 'wrong' : 'no_password';
    await failed(reason, user?.id ?? null);
    return { status: 'invalid_credentials' };
  }
  if (!user || !isAdminRole(user.role)) {
    await failed('not_admin', user?.id ?? null);
    return { status: 'invalid_credentials' };
  }

  // The right password takes its attempt back. From a stranger's client it also forgets the
  // address's failures (most likely this person's own typos); from a trusted browser it
  // leaves them, as they are someone else's.
  await (device
    ? limits.perDevice.reset(device)
    : Promise.all([limits.perAddress.reset(email), limits.perClient.refund(clientKey)]));
  const methods = await secondFactorMethods(ctx.db, user.id);
  if (methods.length > 0) {
    return { status: 'second_step', token: await beginSecondStep(ctx, user.id), methods };
  }
  const admin = { id: user.id, email: user.email, role: user.role };
  return completeSignIn(ctx, { user: admin, client: input.client, device });
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
const resetMailCaps: readonly MailCap[] = [
  { mails: 1, withinMs: 5 * minute },
  { mails: 5, withinMs: 24 * 60 * minute },
];

type ResetOutcome = 'unknown' | 'mailed' | 'capped' | 'not_admin';

/**
 * "Forgot password?": queues a reset mail for an admin (invited or active), within the
 * caps. The caller answers before this runs (see auth-routes.ts), so neither the answer nor
 * its timing tells whether the address exists; the mail carries only the user's id, and the
 * link is made when it is sent.
 */
export async function requestPasswordReset(
  ctx: Pick<ServerContext, 'db' | 'outbox'>,
  input: { email: string; ip: string },
): Promise<ResetOutcome> {
  const found = await findUserByEmail(ctx.db, input.email);
  if (!found) return 'unknown';
  const outcome = await inTransaction(ctx.db, async (tx): Promise<ResetOutcome> => {
    // Requests for one user take turns, so two at once cannot both pass the cap.
    const user = await lockUser(tx, found.id);
    if (!user) return 'unknown';
    let result: ResetOutcome = 'not_admin';
    if (isAdminRole(user.role)) {
      const allowed = await withinMailCaps(
        tx,
        { kind: 'password-reset', recipient: user.email },
        resetMailCaps,
      );
      result = allowed ? 'mailed' : 'capped';
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
