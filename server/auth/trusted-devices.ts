import type { ServerContext } from '#server/context.ts';
import {
  deleteAuthToken,
  deleteExpiredAuthTokens,
  hasLiveAuthToken,
  insertAuthToken,
} from './auth-token-repository.ts';
import { newSecretToken, tokenHash } from './secret-token.ts';

/**
 * OWASP's "device cookie": a browser that proved an account's password (signed in, changed
 * it, or set it from a mailed link) carries a token for that account, so the sign-in limits
 * can count it apart from strangers guessing at the address. It grants nothing by itself:
 * the password is still checked on every sign-in.
 */

/** How long a browser stays trusted after it last proved the password. */
export const deviceTrustMs = 90 * 24 * 60 * 60_000;

type DeviceContext = Pick<ServerContext, 'db' | 'clock'>;

/**
 * A new device token for the user's browser (only its hash is stored), replacing the one it
 * showed (`replacedHash`), if any: each proof renews the trust. The user's expired ones go at
 * the same time, so the table holds about one row per browser in use.
 */
export async function trustDevice(
  ctx: DeviceContext,
  userId: string,
  replacedHash?: string,
): Promise<string> {
  const now = ctx.clock();
  if (replacedHash) await deleteAuthToken(ctx.db, replacedHash);
  await deleteExpiredAuthTokens(ctx.db, { userId, purpose: 'device', now });
  const token = newSecretToken();
  await insertAuthToken(ctx.db, {
    tokenHash: tokenHash(token),
    userId,
    purpose: 'device',
    createdAt: now,
    expiresAt: new Date(now.getTime() + deviceTrustMs),
  });
  return token;
}

/** The stored hash naming the browser's device token when it is a live one of this user. */
export async function trustedDevice(
  ctx: DeviceContext,
  token: string | undefined,
  userId: string,
): Promise<string | undefined> {
  if (!token) return undefined;
  const hash = tokenHash(token);
  const live = await hasLiveAuthToken(ctx.db, {
    hash,
    userId,
    purpose: 'device',
    now: ctx.clock(),
  });
  return live ? hash : undefined;
}
