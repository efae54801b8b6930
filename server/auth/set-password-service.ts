import { recordAudit } from '#server/audit/audit-repository.ts';
import type { ServerContext } from '#server/context.ts';
import type { AuthLinkPurpose } from '#server/db/schema.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { rateLimitKey } from '#server/http/client-ip.ts';
import {
  deleteUserAuthTokens,
  findLiveAuthToken,
  takeLiveAuthToken,
} from './auth-token-repository.ts';
import { hashPassword } from './passwords.ts';
import { newPasswordProblem } from './password-strength.ts';
import { tokenHash } from './secret-token.ts';
import { deleteUserSessions } from './session-repository.ts';
import { clearSignInCounters } from './sign-in-limits.ts';
import { trustDevice } from './trusted-devices.ts';
import { findUser, setPasswordHash } from './user-repository.ts';

type LinkContext = Pick<ServerContext, 'db' | 'clock'>;

export interface LiveLink {
  purpose: AuthLinkPurpose;
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

export type SetPasswordOutcome =
  /** `deviceToken`: the browser that set it is trusted by the sign-in limits from now on. */
  | { status: 'set'; email: string; deviceToken: string }
  /** The password may not be used (password-strength.ts); the link stays as it was. */
  | { status: 'refused'; message: string }
  /** Unknown, expired or already used. */
  | { status: 'invalid_link' };

/**
 * Uses a link: sets the password and ends every session of its user, or does nothing when
 * the link is unknown, expired or already used, or the password is refused. The link is taken
 * out of the table in the same transaction, so of two posts of one form only one sets a
 * password; every other link and device token of that user goes with it (one made before
 * this password must not replace it later). Having proved the mailbox, the person also gets
 * the address's and their client's sign-in counters cleared and their browser trusted, so
 * nobody guessing at the address can keep them from signing in with it.
 */
export async function setPasswordWithLink(
  ctx: LinkContext,
  input: { token: string; password: string; ip: string },
): Promise<SetPasswordOutcome> {
  const invalid = { status: 'invalid_link' } as const;
  const link = await inspectLink(ctx, input.token);
  if (!link) return invalid;
  const problem = await newPasswordProblem(input.password, link.email);
  if (problem) return { status: 'refused', message: problem };
  const passwordHash = await hashPassword(input.password);
  const done = await inTransaction(ctx.db, async (tx) => {
    const taken = await takeLiveAuthToken(tx, tokenHash(input.token), ctx.clock());
    if (!taken) return undefined;
    const user = await findUser(tx, taken.userId);
    if (!user) return undefined;
    await deleteUserAuthTokens(tx, user.id);
    await setPasswordHash(tx, user.id, passwordHash);
    await deleteUserSessions(tx, user.id);
    const deviceToken = await trustDevice({ db: tx, clock: ctx.clock }, user.id);
    await recordAudit(tx, {
      actorId: user.id,
      actorEmail: user.email,
      action: 'password_set',
      target: user.email,
      ip: input.ip,
      detail: { link: taken.purpose },
    });
    return { email: user.email, deviceToken };
  });
  if (!done) return invalid;
  await clearSignInCounters(ctx.db, { email: done.email, clientKey: rateLimitKey(input.ip) });
  return { status: 'set', ...done };
}
