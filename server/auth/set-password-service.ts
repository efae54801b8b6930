import { recordAudit } from '#server/audit/audit-repository.ts';
import type { ServerContext } from '#server/context.ts';
import type { AuthTokenPurpose } from '#server/db/schema.ts';
import {
  deleteUserAuthTokens,
  findLiveAuthToken,
  takeLiveAuthToken,
} from './auth-token-repository.ts';
import { hashPassword } from './passwords.ts';
import { tokenHash } from './secret-token.ts';
import { deleteUserSessions } from './session-repository.ts';
import { findUser, setPasswordHash } from './user-repository.ts';

type LinkContext = Pick<ServerContext, 'db' | 'clock'>;

export interface LiveLink {
  purpose: AuthTokenPurpose;
  email: string;
}

// Junk (and tokens of another kind) never reaches the database.
const tokenFormat = /^[\w-]{20,100}$/;

/** What a set-password link opens, read without using it up: mail scanners open links too. */
export async function inspectLink(ctx: LinkContext, token: string): Promise<LiveLink | undefined> {
  if (!tokenFormat.test(token)) return undefined;
  const link = await findLiveAuthToken(ctx.db, tokenHash(token), ctx.clock());
  return link && { purpose: link.purpose, email: link.email };
}

/**
 * Uses a link: sets the password and ends every session of its user, or does nothing when
 * the link is unknown, expired or already used. The link is taken out of the table in the
 * same transaction, so of two posts of one form only one sets a password; every other link
 * of that user goes with it (one made before this password must not replace it later).
 */
export async function setPasswordWithLink(
  ctx: LinkContext,
  input: { token: string; password: string; ip: string },
): Promise<{ email: string } | undefined> {
  if (!tokenFormat.test(input.token)) return undefined;
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    const link = await takeLiveAuthToken(tx, tokenHash(input.token), ctx.clock());
    if (!link) return undefined;
    const user = await findUser(tx, link.userId);
    if (!user) return undefined;
    await deleteUserAuthTokens(tx, user.id);
    await setPasswordHash(tx, user.id, passwordHash);
    await deleteUserSessions(tx, user.id);
    await recordAudit(tx, {
      actorId: user.id,
      actorEmail: user.email,
      action: 'password_set',
      target: user.email,
      ip: input.ip,
      detail: { link: link.purpose },
    });
    return { email: user.email };
  });
}
