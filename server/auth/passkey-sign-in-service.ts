import { recordAudit } from '#server/audit/audit-repository.ts';
import type { ServerContext } from '#server/context.ts';
import { rateLimitKey } from '#server/http/client-ip.ts';
import { isAdminRole } from '#shared/contracts/auth.ts';
import { insertChallenge, takeChallenge } from './auth-challenge-repository.ts';
import {
  answeredCredentialId,
  authenticationOptions,
  verifyAuthentication,
} from './passkey-ceremonies.ts';
import { relyingParty } from './relying-party.ts';
import { findPasskey, recordPasskeyUse } from './second-factor-repository.ts';
import { newSecretToken, tokenHash } from './secret-token.ts';
import { completeSignIn, type Client, type SignedInOutcome } from './sign-in-completion.ts';
import { signInLimiters } from './sign-in-limits.ts';
import { trustedDevice } from './trusted-devices.ts';
import { findUser } from './user-repository.ts';

/**
 * Signing in with a passkey alone: it proves possession of the key and, verified by the
 * authenticator (PIN, face, fingerprint), the admin's presence; no password is asked. The
 * challenge is kept for the browser that asked (a cookie names it) and serves one answer.
 * Attempts count against the per-client sign-in limit.
 */
export const passkeySignInMs = 5 * 60_000;

type PasskeyContext = Pick<ServerContext, 'db' | 'clock' | 'config'>;

export async function startPasskeySignIn(ctx: PasskeyContext) {
  const options = await authenticationOptions(relyingParty(ctx.config));
  const token = newSecretToken();
  const now = ctx.clock();
  await insertChallenge(ctx.db, {
    tokenHash: tokenHash(token),
    purpose: 'passkey-sign-in',
    challenge: options.challenge,
    createdAt: now,
    expiresAt: new Date(now.getTime() + passkeySignInMs),
  });
  return { token, options };
}

export type PasskeySignInOutcome =
  | SignedInOutcome
  | { status: 'refused' }
  | { status: 'expired' }
  | { status: 'limited'; retryAfterSeconds: number };

export async function passkeySignIn(
  ctx: PasskeyContext,
  input: {
    token: string | undefined;
    response: Record<string, unknown>;
    client: Client;
    deviceToken: string | undefined;
  },
): Promise<PasskeySignInOutcome> {
  const { ip } = input.client;
  const clientKey = rateLimitKey(ip);
  const passkey = await findPasskeyOf(ctx, input.response);
  const user = passkey && (await findUser(ctx.db, passkey.userId));
  const failed = (reason: string) =>
    recordAudit(ctx.db, {
      actorId: user?.id ?? null,
      actorEmail: user?.email ?? '',
      action: 'sign_in_failed',
      ip,
      detail: { reason, factor: 'passkey' },
    });
  const limits = signInLimiters(ctx.db);
  const verdict = await limits.perClient.attempt(clientKey);
  if (verdict.limited) {
    if (verdict.firstRefusal) await failed('limited');
    return { status: 'limited', retryAfterSeconds: verdict.retryAfterSeconds };
  }
  const now = ctx.clock();
  const pending = input.token
    ? await takeChallenge(ctx.db, tokenHash(input.token), 'passkey-sign-in', now)
    : undefined;
  if (!pending?.challenge) return { status: 'expired' };
  if (!passkey || !user || !isAdminRole(user.role)) {
    await failed(user ? 'not_admin' : 'unknown_passkey');
    return { status: 'refused' };
  }
  const verified = await verifyAuthentication(relyingParty(ctx.config), {
    response: input.response,
    challenge: pending.challenge,
    passkey,
    requireUserVerification: true,
  });
  if (!verified) {
    await failed('wrong');
    return { status: 'refused' };
  }
  await recordPasskeyUse(ctx.db, passkey.id, { ...verified, at: now });
  await limits.perClient.refund(clientKey);
  const device = await trustedDevice(ctx, input.deviceToken, user.id);
  const admin = { id: user.id, email: user.email, role: user.role };
  return completeSignIn(ctx, { user: admin, client: input.client, device, factor: 'passkey' });
}

async function findPasskeyOf(ctx: PasskeyContext, response: Record<string, unknown>) {
  const id = answeredCredentialId(response);
  return id === undefined ? undefined : findPasskey(ctx.db, id);
}
