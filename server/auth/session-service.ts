import type { ServerContext } from '#server/context.ts';
import type { UserRole } from '#server/db/schema.ts';
import { isAdminRole, type AuthUser } from '#shared/contracts/auth.ts';
import { newSecretToken, tokenHash } from './secret-token.ts';
import {
  deleteSession,
  deleteUserSessions,
  findLiveSession,
  insertSession,
  isAccessRemovedSession,
  touchSession,
} from './session-repository.ts';

/** Signed out after 8 hours without a request; the deadline moves with every request. */
export const sessionIdleMs = 8 * 60 * 60_000;
/** Signed out 7 days after signing in, however busy the session was. */
export const sessionAbsoluteMs = 7 * 24 * 60 * 60_000;
// Sliding on every request would write on every request; a minute's precision is plenty.
const slideAfterMs = 60_000;

export interface SignedIn {
  user: Omit<AuthUser, 'role'> & { role: UserRole };
  /** The stored hash of the cookie's token: names this session without the secret. */
  sessionHash: string;
  /** The team requires a second factor and this user has none: only setting one up is open. */
  secondFactorSetupRequired: boolean;
}

type SessionContext = Pick<ServerContext, 'db' | 'clock'>;

/** Opens a session for a user and returns the token for the cookie (stored only as its hash). */
export async function openSession(
  ctx: SessionContext,
  userId: string,
  client: { ip: string; userAgent: string | undefined },
): Promise<string> {
  const token = newSecretToken();
  const now = ctx.clock();
  await insertSession(ctx.db, {
    tokenHash: tokenHash(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    idleExpiresAt: new Date(now.getTime() + sessionIdleMs),
    absoluteExpiresAt: new Date(now.getTime() + sessionAbsoluteMs),
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 500) ?? null,
  });
  return token;
}

/** The user a session token belongs to, if the session is live; each use slides its idle expiry. */
export async function resumeSession(
  ctx: SessionContext,
  token: string,
): Promise<SignedIn | undefined> {
  const hash = tokenHash(token);
  const now = ctx.clock();
  const found = await findLiveSession(ctx.db, hash, now);
  if (!found) return undefined;
  if (now.getTime() - found.session.lastSeenAt.getTime() >= slideAfterMs) {
    await touchSession(ctx.db, hash, {
      lastSeenAt: now,
      idleExpiresAt: new Date(now.getTime() + sessionIdleMs),
    });
  }
  return {
    user: found.user,
    sessionHash: hash,
    secondFactorSetupRequired: found.secondFactorSetupRequired,
  };
}

/** Asked once a token resumes no session: was it ended by the revocation of its admin role? */
export async function accessWasRemoved(ctx: SessionContext, token: string): Promise<boolean> {
  return isAccessRemovedSession(ctx.db, tokenHash(token), ctx.clock());
}

/**
 * Whether a token names a live session of a user who is an admin now. A look, not a use: the
 * idle expiry does not slide, so browsing the public site does not keep a session alive.
 */
export async function isLiveAdminSession(ctx: SessionContext, token: string): Promise<boolean> {
  const found = await findLiveSession(ctx.db, tokenHash(token), ctx.clock());
  return found !== undefined && isAdminRole(found.user.role);
}

export async function closeSession(ctx: SessionContext, token: string): Promise<void> {
  await deleteSession(ctx.db, tokenHash(token));
}

/** Signs a user out everywhere, or everywhere but the session `keepHash` names. */
export async function closeUserSessions(
  ctx: SessionContext,
  userId: string,
  keepHash?: string,
): Promise<void> {
  await deleteUserSessions(ctx.db, userId, keepHash);
}
