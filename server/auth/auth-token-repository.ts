import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { authTokens, users, type AuthTokenPurpose } from '#server/db/schema.ts';

export type NewAuthToken = typeof authTokens.$inferInsert;

export async function insertAuthToken(db: Database, token: NewAuthToken): Promise<void> {
  await db.insert(authTokens).values(token);
}

/** The live link a token hash names, with its user; reading it changes nothing. */
export async function findLiveAuthToken(db: Database, hash: string, now: Date) {
  const [row] = await db
    .select({
      userId: authTokens.userId,
      purpose: authTokens.purpose,
      email: users.email,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, hash), gt(authTokens.expiresAt, now)));
  return row;
}

/**
 * Takes a live link out of the table and says whose it was. One DELETE ... RETURNING: of
 * two requests with the same link, the second finds nothing, however close together.
 */
export async function takeLiveAuthToken(
  db: Database,
  hash: string,
  now: Date,
): Promise<{ userId: string; purpose: AuthTokenPurpose } | undefined> {
  const [row] = await db
    .delete(authTokens)
    .where(and(eq(authTokens.tokenHash, hash), gt(authTokens.expiresAt, now)))
    .returning({ userId: authTokens.userId, purpose: authTokens.purpose });
  return row;
}

/** Withdraws a user's links: those of one purpose, or all of them. */
export async function deleteUserAuthTokens(
  db: Database,
  userId: string,
  purpose?: AuthTokenPurpose,
): Promise<void> {
  await db
    .delete(authTokens)
    .where(
      purpose
        ? and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose))
        : eq(authTokens.userId, userId),
    );
}
