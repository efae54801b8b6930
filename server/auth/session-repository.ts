import { and, eq, gt, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { sessions, users } from '#server/db/schema.ts';
import { setupRequiredFor } from './second-factor-repository.ts';

export type Session = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;

export async function insertSession(db: Database, session: NewSession): Promise<void> {
  await db.insert(sessions).values(session);
}

const unexpired = (now: Date) =>
  and(gt(sessions.idleExpiresAt, now), gt(sessions.absoluteExpiresAt, now));

/**
 * The session of a token hash with its user, if it has neither expired by `now` nor lost its
 * access; with whether the team's rule holds the user at setting up a second factor.
 */
export async function findLiveSession(db: Database, hash: string, now: Date) {
  const [row] = await db
    .select({
      session: sessions,
      user: { id: users.id, email: users.email, role: users.role },
      secondFactorSetupRequired: setupRequiredFor(users.id),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hash), unexpired(now), isNull(sessions.accessRemovedAt)));
  return row;
}

/** Whether the token hash names a session that would still be live had its access not been removed. */
export async function isAccessRemovedSession(
  db: Database,
  hash: string,
  now: Date,
): Promise<boolean> {
  const found = await db.$count(
    sessions,
    and(eq(sessions.tokenHash, hash), unexpired(now), isNotNull(sessions.accessRemovedAt)),
  );
  return found > 0;
}

/** Ends every session of a user whose admin role was revoked, keeping them to say why. */
export async function markSessionsAccessRemoved(
  db: Database,
  userId: string,
  at: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ accessRemovedAt: at })
    .where(and(eq(sessions.userId, userId), isNull(sessions.accessRemovedAt)));
}

export async function touchSession(
  db: Database,
  hash: string,
  seen: { lastSeenAt: Date; idleExpiresAt: Date },
): Promise<void> {
  await db.update(sessions).set(seen).where(eq(sessions.tokenHash, hash));
}

export async function deleteSession(db: Database, hash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hash));
}

/** Ends every session of a user, or every one but `keepHash` (the one changing the password). */
export async function deleteUserSessions(
  db: Database,
  userId: string,
  keepHash?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepHash
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepHash))
        : eq(sessions.userId, userId),
    );
}

/** Removes sessions past either expiry; they no longer sign anyone in anyway. */
export async function deleteExpiredSessions(db: Database, now: Date): Promise<void> {
  await db
    .delete(sessions)
    .where(or(lt(sessions.idleExpiresAt, now), lt(sessions.absoluteExpiresAt, now)));
}
