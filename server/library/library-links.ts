import { newSecretToken, tokenHash } from '#server/auth/secret-token.ts';
import type { Database } from '#server/db/database.ts';
import { libraryPaths } from '#shared/contracts/library.ts';
import { insertLibraryLink } from './library-repository.ts';

const minute = 60_000;

/** How long a mailed sign-in link works: asked for now, used within minutes. */
export const libraryLinkValidityMs = 30 * minute;

/** How long a library session lasts from sign-in, however active: a buyer signs in again by mail. */
export const librarySessionMs = 60 * minute;

/** 32 random bytes in base64url, as `newSecretToken` makes them; checked before any query. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export const isLibraryTokenFormat = (token: string | undefined): token is string =>
  token !== undefined && tokenPattern.test(token);

/**
 * A new one-time sign-in link for an address, made as its mail is rendered (decision 028):
 * only the hash is stored, so neither the table nor the outbox holds a usable link.
 */
export async function issueLibraryLink(
  db: Database,
  link: { email: string; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecretToken();
  const expiresAt = new Date(link.now.getTime() + libraryLinkValidityMs);
  await insertLibraryLink(db, {
    tokenHash: tokenHash(token),
    email: link.email.toLowerCase(),
    createdAt: link.now,
    expiresAt,
  });
  return { token, expiresAt };
}

export const librarySignInUrl = (siteUrl: string, token: string): string =>
  `${siteUrl}${libraryPaths.signIn(token)}`;
