import type { AdminActor } from '#server/audit/audit-actor.ts';
import { recordAudit } from '#server/audit/audit-repository.ts';
import type { ServerContext } from '#server/context.ts';
import type { Database } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import type { MailPayload } from '#server/mail/mail-kinds.ts';
import { enqueueMail } from '#server/mail/outbox-repository.ts';
import type {
  PasskeyView,
  SecondFactorsResponse,
  TotpSetupResponse,
} from '#shared/contracts/second-factor.ts';
import { insertChallenge, takeChallenge } from './auth-challenge-repository.ts';
import { registrationOptions, verifyRegistration } from './passkey-ceremonies.ts';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes.ts';
import { relyingParty } from './relying-party.ts';
import {
  acceptTotpStep,
  deletePasskey,
  deleteSecondFactors,
  deleteTotp,
  findTotp,
  insertPasskey,
  recoveryCodeCounts,
  renamePasskey,
  replaceRecoveryCodes,
  replaceUnconfirmedTotp,
  userPasskeys,
  type Passkey,
} from './second-factor-repository.ts';
import { hasSecondFactor } from './second-factor-status.ts';
import { tokenHash } from './secret-token.ts';
import { requiresSecondFactor } from './team-policy-repository.ts';
import { matchingTotpStep, newTotpSecret, totpEnrolment } from './totp.ts';

/**
 * An admin's own second factors: passkeys (several), one authenticator app, recovery codes.
 * Every change is audited and mailed to the admin (a change they did not make is noticed);
 * the first factor comes with recovery codes, shown once; the team's rule keeps the last
 * factor from being removed.
 */

type FactorContext = Pick<ServerContext, 'db' | 'clock' | 'config' | 'outbox' | 'settings'>;

export type SecondFactorChange = MailPayload<'second-factor-changed'>['change'];

/** A WebAuthn registration's challenge lives this long: the time to touch a key or look at a phone. */
const challengeMs = 5 * 60_000;

export function passkeyView(passkey: Passkey): PasskeyView {
  return {
    id: passkey.id,
    name: passkey.name,
    createdAt: passkey.createdAt.toISOString(),
    lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
    backedUp: passkey.backedUp,
  };
}

export async function secondFactors(
  ctx: Pick<ServerContext, 'db'>,
  userId: string,
): Promise<SecondFactorsResponse> {
  const passkeys = await userPasskeys(ctx.db, userId);
  const totp = await findTotp(ctx.db, userId);
  const recoveryCodes = await recoveryCodeCounts(ctx.db, userId);
  const required = await requiresSecondFactor(ctx.db);
  const confirmedAt = totp?.confirmedAt?.toISOString() ?? null;
  const hasFactor = passkeys.length > 0 || confirmedAt !== null;
  return {
    passkeys: passkeys.map(passkeyView),
    totp: { enabled: confirmedAt !== null, confirmedAt },
    recoveryCodes,
    required,
    setupRequired: required && !hasFactor,
  };
}

/** The change's audit entry and its notice to the admin, in the change's transaction. */
export async function recordFactorChange(
  tx: Database,
  input: {
    actor: AdminActor;
    user: { id: string; email: string };
    change: SecondFactorChange;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  await recordAudit(tx, {
    ...input.actor,
    action: input.change,
    target: input.user.email,
    ...(input.detail ? { detail: input.detail } : {}),
  });
  await enqueueMail(tx, {
    kind: 'second-factor-changed',
    recipient: input.user.email,
    payload: { userId: input.user.id, change: input.change },
  });
}

/** New recovery codes in place of the old ones; answered once, only their hashes kept. */
async function freshRecoveryCodes(tx: Database, userId: string, at: Date): Promise<string[]> {
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(tx, {
    userId,
    codeHashes: codes.map(recoveryCodeHash),
    createdAt: at,
  });
  return codes;
}

const self = (actor: AdminActor) => ({ id: actor.actorId, email: actor.actorEmail });

export async function passkeyRegistration(ctx: FactorContext, actor: AdminActor) {
  const options = await registrationOptions(relyingParty(ctx.config), {
    rpName: ctx.settings.current().brand,
    userId: actor.actorId,
    email: actor.actorEmail,
    existing: await userPasskeys(ctx.db, actor.actorId),
  });
  const now = ctx.clock();
  // Keyed by the challenge itself: the answer names it, and only this admin may use it.
  await insertChallenge(ctx.db, {
    tokenHash: tokenHash(options.challenge),
    purpose: 'passkey-register',
    userId: actor.actorId,
    challenge: options.challenge,
    createdAt: now,
    expiresAt: new Date(now.getTime() + challengeMs),
  });
  return options;
}

export type PasskeyAddOutcome =
  { status: 'added'; passkey: PasskeyView; recoveryCodes?: string[] } | { status: 'refused' };

/**
 * Stores the passkey the browser made, once its answer signs a challenge given to this
 * admin (taken by the check, so it serves once) from our own origin.
 */
export async function addPasskey(
  ctx: FactorContext,
  input: { actor: AdminActor; name: string; response: Record<string, unknown> },
): Promise<PasskeyAddOutcome> {
  const { actor } = input;
  const now = ctx.clock();
  const registered = await verifyRegistration(relyingParty(ctx.config), {
    response: input.response,
    isOurs: async (challenge) => {
      const taken = await takeChallenge(ctx.db, tokenHash(challenge), 'passkey-register', now);
      return taken?.userId === actor.actorId && taken.challenge === challenge;
    },
  });
  if (!registered) return { status: 'refused' };
  const outcome = await inTransaction(ctx.db, async (tx): Promise<PasskeyAddOutcome> => {
    const first = !(await hasSecondFactor(tx, actor.actorId));
    const passkey = await insertPasskey(tx, {
      ...registered,
      userId: actor.actorId,
      name: input.name,
      createdAt: now,
    });
    if (!passkey) return { status: 'refused' };
    await recordFactorChange(tx, {
      actor,
      user: self(actor),
      change: 'passkey_added',
      detail: { name: passkey.name },
    });
    const recoveryCodes = first ? await freshRecoveryCodes(tx, actor.actorId, now) : undefined;
    return {
      status: 'added',
      passkey: passkeyView(passkey),
      ...(recoveryCodes && { recoveryCodes }),
    };
  });
  if (outcome.status === 'added') ctx.outbox.nudge();
  return outcome;
}

export async function renameOwnPasskey(
  ctx: Pick<ServerContext, 'db'>,
  input: { actor: AdminActor; id: string; name: string },
): Promise<PasskeyView | undefined> {
  return inTransaction(ctx.db, async (tx) => {
    const renamed = await renamePasskey(tx, {
      id: input.id,
      userId: input.actor.actorId,
      name: input.name,
    });
    if (!renamed) return undefined;
    await recordAudit(tx, {
      ...input.actor,
      action: 'passkey_renamed',
      target: input.actor.actorEmail,
      detail: { name: renamed.name },
    });
    return passkeyView(renamed);
  });
}

export type RemovalOutcome = 'removed' | 'not_found' | 'last_factor_required';

/**
 * Removes a factor in a transaction: refused when it was the last one while the team requires
 * one. Without any factor left the recovery codes go too: they stood in for the factors.
 */
async function removeFactor(
  ctx: FactorContext,
  actor: AdminActor,
  remove: (
    tx: Database,
  ) => Promise<{ change: SecondFactorChange; detail?: Record<string, unknown> } | undefined>,
): Promise<RemovalOutcome> {
  const outcome = await inTransaction(ctx.db, async (tx): Promise<RemovalOutcome> => {
    const removed = await remove(tx);
    if (!removed) return 'not_found';
    if (!(await hasSecondFactor(tx, actor.actorId))) {
      if (await requiresSecondFactor(tx)) throw new LastFactorRequired();
      await deleteSecondFactors(tx, actor.actorId);
    }
    await recordFactorChange(tx, { actor, user: self(actor), ...removed });
    return 'removed';
  }).catch((error: unknown) => {
    if (error instanceof LastFactorRequired) return 'last_factor_required' as const;
    throw error;
  });
  if (outcome === 'removed') ctx.outbox.nudge();
  return outcome;
}

/** Thrown inside a removal's transaction so the removal is undone. */
class LastFactorRequired extends Error {}

export function removeOwnPasskey(
  ctx: FactorContext,
  input: { actor: AdminActor; id: string },
): Promise<RemovalOutcome> {
  return removeFactor(ctx, input.actor, async (tx) => {
    const removed = await deletePasskey(tx, { id: input.id, userId: input.actor.actorId });
    return removed && { change: 'passkey_removed', detail: { name: removed.name } };
  });
}

export function disableTotp(ctx: FactorContext, actor: AdminActor): Promise<RemovalOutcome> {
  return removeFactor(ctx, actor, async (tx) => {
    const removed = await deleteTotp(tx, actor.actorId);
    return removed?.confirmedAt ? { change: 'totp_disabled' } : undefined;
  });
}

/** A new secret for the app to scan, not in force before a code confirms it; none while one is on. */
export async function startTotpSetup(
  ctx: FactorContext,
  actor: AdminActor,
): Promise<TotpSetupResponse | undefined> {
  const secret = newTotpSecret();
  const stored = await replaceUnconfirmedTotp(ctx.db, {
    userId: actor.actorId,
    secret,
    createdAt: ctx.clock(),
  });
  if (!stored) return undefined;
  return totpEnrolment({ secret, issuer: ctx.settings.current().brand, label: actor.actorEmail });
}

export type TotpConfirmOutcome =
  | { status: 'confirmed'; recoveryCodes?: string[] }
  | { status: 'wrong_code' }
  | { status: 'no_setup' };

export async function confirmTotp(
  ctx: FactorContext,
  input: { actor: AdminActor; code: string },
): Promise<TotpConfirmOutcome> {
  const { actor } = input;
  const now = ctx.clock();
  const outcome = await inTransaction(ctx.db, async (tx): Promise<TotpConfirmOutcome> => {
    const totp = await findTotp(tx, actor.actorId);
    if (!totp || totp.confirmedAt) return { status: 'no_setup' };
    const step = matchingTotpStep(totp.secret, input.code, now);
    if (step === undefined) return { status: 'wrong_code' };
    const first = !(await hasSecondFactor(tx, actor.actorId));
    if (!(await acceptTotpStep(tx, { userId: actor.actorId, step, at: now, confirming: true }))) {
      return { status: 'wrong_code' };
    }
    await recordFactorChange(tx, { actor, user: self(actor), change: 'totp_enabled' });
    const recoveryCodes = first ? await freshRecoveryCodes(tx, actor.actorId, now) : undefined;
    return { status: 'confirmed', ...(recoveryCodes && { recoveryCodes }) };
  });
  if (outcome.status === 'confirmed') ctx.outbox.nudge();
  return outcome;
}

/** Replaces every recovery code of an admin with a factor; undefined without one. */
export async function regenerateRecoveryCodes(
  ctx: FactorContext,
  actor: AdminActor,
): Promise<string[] | undefined> {
  const codes = await inTransaction(ctx.db, async (tx) => {
    if (!(await hasSecondFactor(tx, actor.actorId))) return undefined;
    const fresh = await freshRecoveryCodes(tx, actor.actorId, ctx.clock());
    await recordFactorChange(tx, { actor, user: self(actor), change: 'recovery_codes_generated' });
    return fresh;
  });
  if (codes) ctx.outbox.nudge();
  return codes;
}
