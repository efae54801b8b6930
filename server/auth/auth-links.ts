import type { Database } from '#server/db/database.ts';
import type { AuthLinkPurpose } from '#server/db/schema.ts';
import { setPasswordPath } from '#shared/contracts/admin-api.ts';
import { insertAuthToken } from './auth-token-repository.ts';
import { newSecretToken, tokenHash } from './secret-token.ts';

const hour = 60 * 60_000;

/** How long a set-password link works: a reset is asked for now, an invitation may wait a day. */
export const authLinkValidityMs: Record<AuthLinkPurpose, number> = {
  reset: hour,
  invite: 24 * hour,
};

/**
 * A new one-time link for a user. Only the hash is stored and the token goes straight into
 * the mail being rendered, so neither the table nor the outbox ever holds a usable link.
 */
export async function issueAuthLink(
  db: Database,
  link: { userId: string; purpose: AuthLinkPurpose; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecretToken();
  const expiresAt = new Date(link.now.getTime() + authLinkValidityMs[link.purpose]);
  await insertAuthToken(db, {
    tokenHash: tokenHash(token),
    userId: link.userId,
    purpose: link.purpose,
    createdAt: link.now,
    expiresAt,
  });
  return { token, expiresAt };
}

/** The set-password page for a link's token (`token` is redacted in the request log). */
export function setPasswordUrl(siteUrl: string, token: string): string {
  return `${siteUrl}${setPasswordPath}?token=${encodeURIComponent(token)}`;
}
