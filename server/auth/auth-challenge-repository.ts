import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { authChallenges, type AuthChallengePurpose } from '#server/db/schema.ts';

export type AuthChallenge = typeof authChallenges.$inferSelect;

/** Stores a challenge, sweeping the expired ones of every browser on the way. */
export async function insertChallenge(
  db: Database,
  challenge: typeof authChallenges.$inferInsert & { createdAt: Date },
): Promise<void> {
  await db.delete(authChallenges).where(lte(authChallenges.expiresAt, challenge.createdAt));
  await db.insert(authChallenges).values(challenge);
}

const live = (hash: string, purpose: AuthChallengePurpose, now: Date) =>
  and(
    eq(authChallenges.tokenHash, hash),
    eq(authChallenges.purpose, purpose),
    gt(authChallenges.expiresAt, now),
  );

/** The live challenge a hash names, for a purpose; reading it changes nothing. */
export async function findChallenge(
  db: Database,
  hash: string,
  purpose: AuthChallengePurpose,
  now: Date,
): Promise<AuthChallenge | undefined> {
  const [row] = await db
    .select()
    .from(authChallenges)
    .where(live(hash, purpose, now));
  return row;
}

/**
 * Takes a live challenge out of the table: one DELETE ... RETURNING, so of two requests
 * answering it, the second finds nothing however close together they come.
 */
export async function takeChallenge(
  db: Database,
  hash: string,
  purpose: AuthChallengePurpose,
  now: Date,
): Promise<AuthChallenge | undefined> {
  const [row] = await db
    .delete(authChallenges)
    .where(live(hash, purpose, now))
    .returning();
  return row;
}

/** Sets (or, with null, withdraws) the WebAuthn challenge a pending second step must sign. */
export async function setChallengeValue(
  db: Database,
  hash: string,
  challenge: string | null,
): Promise<void> {
  await db.update(authChallenges).set({ challenge }).where(eq(authChallenges.tokenHash, hash));
}

/**
 * Takes the WebAuthn challenge of a pending second step, leaving the step itself: a signed
 * answer is checked against it once, right or wrong.
 */
export async function takeChallengeValue(
  db: Database,
  hash: string,
  now: Date,
): Promise<string | undefined> {
  const found = await findChallenge(db, hash, 'second-step', now);
  if (!found?.challenge) return undefined;
  const [row] = await db
    .update(authChallenges)
    .set({ challenge: null })
    .where(and(eq(authChallenges.tokenHash, hash), eq(authChallenges.challenge, found.challenge)))
    .returning({ tokenHash: authChallenges.tokenHash });
  return row ? found.challenge : undefined;
}

export async function deleteUserChallenges(db: Database, userId: string): Promise<void> {
  await db.delete(authChallenges).where(eq(authChallenges.userId, userId));
}
