import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import {
  authLinkPurposes,
  authTokens,
  users,
  type AuthLinkPurpose,
  type AuthTokenPurpose,
} from '#server/db/schema.ts';

export type NewAuthToken = typeof authTokens.$inferInsert;

export async function insertAuthToken(db: Database, token: NewAuthToken): Promise<void> {
  await db.insert(authTokens).values(token);
}

// A device token shares the table and the format of a link's: only the purpose tells them
// apart, so every lookup of a link names the link purposes.
const isLink = () => inArray(authTokens.purpose, authLinkPurposes);

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
    .where(and(eq(authTokens.tokenHash, hash), gt(authTokens.expiresAt, now), isLink()));
  return row && { ...row, purpose: row.purpose as AuthLinkPurpose };
}

/**
 * Takes a live link out of the table and says whose it was. One DELETE ... RETURNING: of
 * two requests with the same link, the second finds nothing, however close together.
 */
export async function takeLiveAuthToken(
  db: Database,
  hash: string,
  now: Date,
): Promise<{ userId: string; purpose: AuthLinkPurpose } | undefined> {
  const [row] = await db
    .delete(authTokens)
    .where(and(eq(authTokens.tokenHash, hash), gt(authTokens.expiresAt, now), isLink()))
    .returning({ userId: authTokens.userId, purpose: authTokens.purpose });
  return row && { ...row, purpose: row.purpose as AuthLinkPurpose };
}

/** Whether a live token of this purpose and user has this hash. */
export async function hasLiveAuthToken(
  db: Database,
  token: { hash: string; userId: string; purpose: AuthTokenPurpose; now: Date },
): Promise<boolean> {
  const count = await db.$count(
    authTokens,
    and(
      eq(authTokens.tokenHash, token.hash),
      eq(authTokens.userId, token.userId),
      eq(authTokens.purpose, token.purpose),
      gt(authTokens.expiresAt, token.now),
    ),
  );
  return count > 0;
}

/** Deletes one token by its hash, whatever it is. */
export async function deleteAuthToken(db: Database, hash: string): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.tokenHash, hash));
}

/** Deletes a user's tokens of one purpose that expired by `now`. */
export async function deleteExpiredAuthTokens(
  db: Database,
  query: { userId: string; purpose: AuthTokenPurpose; now: Date },
): Promise<void> {
  await db
    .delete(authTokens)
    .where(
      and(
        eq(authTokens.userId, query.userId),
        eq(authTokens.purpose, query.purpose),
        lte(authTokens.expiresAt, query.now),
      ),
    );
}

/** Withdraws a user's tokens: those of one purpose, or all of them (links and devices). */
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
