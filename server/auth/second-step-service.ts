import { recordAudit } from '#server/audit/audit-repository.ts';
import type { ServerContext } from '#server/context.ts';
import type { Database } from '#server/db/database.ts';
import { rateLimitKey } from '#server/http/client-ip.ts';
import { createRateLimiter, type RateLimiter } from '#server/http/rate-limit.ts';
import { rateLimitRules } from '#server/http/rate-limit-rules.ts';
import { isAdminRole } from '#shared/contracts/auth.ts';
import type { SecondFactorMethod } from '#shared/contracts/second-factor.ts';
import {
  findChallenge,
  insertChallenge,
  setChallengeValue,
  takeChallenge,
  takeChallengeValue,
} from './auth-challenge-repository.ts';
import { authenticationOptions, verifyAuthentication } from './passkey-ceremonies.ts';
import { recoveryCodeHash } from './recovery-codes.ts';
import { relyingParty } from './relying-party.ts';
import {
  acceptTotpStep,
  findTotp,
  recordPasskeyUse,
  spendRecoveryCode,
  userPasskeys,
} from './second-factor-repository.ts';
import { secondFactorMethods } from './second-factor-status.ts';
import { newSecretToken, tokenHash } from './secret-token.ts';
import { completeSignIn, type Client, type SignedInOutcome } from './sign-in-completion.ts';
import { matchingTotpStep } from './totp.ts';
import { trustedDevice } from './trusted-devices.ts';
import { findUser, type User } from './user-repository.ts';

/**
 * The second step of a password sign-in. The right password of an admin with a factor opens
 * no session: it stores a pending step (5 minutes, its token hashed like a session's) that a
 * cookie names, and the browser answers it with a code from the app, a recovery code or a
 * passkey. Every answer is counted before it is checked, per pending admin and per client
 * (rateLimitRules.secondStep*); the right one ends the step and opens the session.
 */
export const secondStepMs = 5 * 60_000;

type StepContext = Pick<ServerContext, 'db' | 'clock' | 'config'>;

export async function beginSecondStep(
  ctx: Pick<ServerContext, 'db' | 'clock'>,
  userId: string,
): Promise<string> {
  const token = newSecretToken();
  const now = ctx.clock();
  await insertChallenge(ctx.db, {
    tokenHash: tokenHash(token),
    purpose: 'second-step',
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + secondStepMs),
  });
  return token;
}

/** The admin a live pending step belongs to, if it is live and they are still an admin. */
async function pendingAdmin(ctx: StepContext, token: string | undefined) {
  if (!token) return undefined;
  const hash = tokenHash(token);
  const pending = await findChallenge(ctx.db, hash, 'second-step', ctx.clock());
  const user = pending?.userId ? await findUser(ctx.db, pending.userId) : undefined;
  if (!user || !isAdminRole(user.role)) return undefined;
  return { hash, user: { ...user, role: user.role } };
}

/** The factors the pending step may be answered with; undefined when there is none (or it expired). */
export async function pendingSecondStep(
  ctx: StepContext,
  token: string | undefined,
): Promise<SecondFactorMethod[] | undefined> {
  const pending = await pendingAdmin(ctx, token);
  return pending && secondFactorMethods(ctx.db, pending.user.id);
}

/** Options for the pending admin's passkeys to sign, the challenge kept with the step. */
export async function secondStepPasskeyOptions(ctx: StepContext, token: string | undefined) {
  const pending = await pendingAdmin(ctx, token);
  if (!pending) return undefined;
  const passkeys = await userPasskeys(ctx.db, pending.user.id);
  if (passkeys.length === 0) return undefined;
  const options = await authenticationOptions(relyingParty(ctx.config), passkeys);
  await setChallengeValue(ctx.db, pending.hash, options.challenge);
  return options;
}

export type SecondStepAnswer =
  | { factor: 'totp'; code: string }
  | { factor: 'recovery'; code: string }
  | { factor: 'passkey'; response: Record<string, unknown> };

export type SecondStepOutcome =
  | SignedInOutcome
  | { status: 'expired' }
  | { status: 'wrong' }
  | { status: 'limited'; retryAfterSeconds: number };

interface SecondStepLimiters {
  perUser: RateLimiter;
  perClient: RateLimiter;
}

const limitersOf = new WeakMap<Database, SecondStepLimiters>();

function secondStepLimiters(db: Database): SecondStepLimiters {
  let limiters = limitersOf.get(db);
  if (!limiters) {
    limiters = {
      perUser: createRateLimiter(db, rateLimitRules.secondStepPerUser),
      perClient: createRateLimiter(db, rateLimitRules.secondStepPerClient),
    };
    limitersOf.set(db, limiters);
  }
  return limiters;
}

/** Whether the answer proves the factor; a code or a challenge is spent by the check. */
async function proves(
  ctx: StepContext,
  input: { user: User; stepHash: string; answer: SecondStepAnswer },
): Promise<boolean> {
  const { user, answer } = input;
  const now = ctx.clock();
  if (answer.factor === 'totp') {
    const totp = await findTotp(ctx.db, user.id);
    if (!totp?.confirmedAt) return false;
    const step = matchingTotpStep(totp.secret, answer.code, now);
    if (step === undefined) return false;
    return acceptTotpStep(ctx.db, { userId: user.id, step, at: now, confirming: false });
  }
  if (answer.factor === 'recovery') {
    const codeHash = recoveryCodeHash(answer.code);
    return spendRecoveryCode(ctx.db, { userId: user.id, codeHash, at: now });
  }
  const challenge = await takeChallengeValue(ctx.db, input.stepHash, now);
  if (!challenge) return false;
  const passkeys = await userPasskeys(ctx.db, user.id);
  const passkey = passkeys.find((candidate) => candidate.id === answer.response.id);
  if (!passkey) return false;
  const verified = await verifyAuthentication(relyingParty(ctx.config), {
    response: answer.response,
    challenge,
    passkey,
    requireUserVerification: false,
  });
  if (!verified) return false;
  await recordPasskeyUse(ctx.db, passkey.id, { ...verified, at: now });
  return true;
}

/**
 * Checks an answer to the pending step. Counted first (a refusal is audited once per window,
 * as sign-in's are); a wrong answer is audited; a used recovery code is audited; the right
 * one takes the step (so it opens one session) and signs the admin in.
 */
export async function answerSecondStep(
  ctx: StepContext,
  input: {
    token: string | undefined;
    answer: SecondStepAnswer;
    client: Client;
    deviceToken: string | undefined;
  },
): Promise<SecondStepOutcome> {
  const pending = await pendingAdmin(ctx, input.token);
  if (!pending) return { status: 'expired' };
  const { user, hash } = pending;
  const { factor } = input.answer;
  const { ip } = input.client;
  const failed = (reason: 'wrong' | 'limited') =>
    recordAudit(ctx.db, {
      actorId: user.id,
      actorEmail: user.email,
      action: 'sign_in_second_step_failed',
      ip,
      detail: { factor, reason },
    });
  const limits = secondStepLimiters(ctx.db);
  const clientKey = rateLimitKey(ip);
  for (const [limiter, key] of [
    [limits.perUser, user.id],
    [limits.perClient, clientKey],
  ] as const) {
    const verdict = await limiter.attempt(key);
    if (verdict.limited) {
      if (verdict.firstRefusal) await failed('limited');
      return { status: 'limited', retryAfterSeconds: verdict.retryAfterSeconds };
    }
  }
  if (!(await proves(ctx, { user, stepHash: hash, answer: input.answer }))) {
    await failed('wrong');
    return { status: 'wrong' };
  }
  if (!(await takeChallenge(ctx.db, hash, 'second-step', ctx.clock())))
    return { status: 'expired' };
  if (factor === 'recovery') {
    await recordAudit(ctx.db, {
      actorId: user.id,
      actorEmail: user.email,
      action: 'recovery_code_used',
      ip,
    });
  }
  await Promise.all([limits.perUser.reset(user.id), limits.perClient.refund(clientKey)]);
  const device = await trustedDevice(ctx, input.deviceToken, user.id);
  return completeSignIn(ctx, { user, client: input.client, device, factor });
}
