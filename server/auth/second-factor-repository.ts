import {
  and,
  asc,
  count,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import {
  adminPasskeys,
  adminRecoveryCodes,
  adminTotp,
  teamPolicy,
  users,
} from '#server/db/schema.ts';

export type Passkey = typeof adminPasskeys.$inferSelect;
export type NewPasskey = typeof adminPasskeys.$inferInsert;
export type Totp = typeof adminTotp.$inferSelect;

/**
 * The team's rule holds this user at setting up a second factor: the owners require one and
 * the user has neither a passkey nor a confirmed app. An expression, so the session lookup
 * that runs on every back-office request answers it in the same query.
 */
export function setupRequiredFor(userId: AnyColumn): SQL<boolean> {
  return sql<boolean>`(exists (select 1 from ${teamPolicy} where ${teamPolicy.requireSecondFactor})
    and not exists (select 1 from ${adminPasskeys} where ${adminPasskeys.userId} = ${userId})
    and not exists (select 1 from ${adminTotp}
      where ${adminTotp.userId} = ${userId} and ${adminTotp.confirmedAt} is not null))`;
}

/** `setupRequiredFor` of one user, for a sign-in that opens a session without the lookup. */
export async function secondFactorSetupRequired(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ required: setupRequiredFor(users.id) })
    .from(users)
    .where(eq(users.id, userId));
  return row?.required ?? false;
}

// Passkeys.

export async function userPasskeys(db: Database, userId: string): Promise<Passkey[]> {
  return db
    .select()
    .from(adminPasskeys)
    .where(eq(adminPasskeys.userId, userId))
    .orderBy(asc(adminPasskeys.createdAt), asc(adminPasskeys.id));
}

export async function findPasskey(db: Database, id: string): Promise<Passkey | undefined> {
  const [row] = await db.select().from(adminPasskeys).where(eq(adminPasskeys.id, id));
  return row;
}

/** Stores a new passkey; false when a passkey with its credential id exists already. */
export async function insertPasskey(
  db: Database,
  passkey: NewPasskey,
): Promise<Passkey | undefined> {
  const [row] = await db.insert(adminPasskeys).values(passkey).onConflictDoNothing().returning();
  return row;
}

/** Records a use: the signature counter the authenticator reported, and when. */
export async function recordPasskeyUse(
  db: Database,
  id: string,
  use: { counter: number; at: Date; backedUp: boolean },
): Promise<void> {
  await db
    .update(adminPasskeys)
    .set({ counter: use.counter, lastUsedAt: use.at, backedUp: use.backedUp })
    .where(eq(adminPasskeys.id, id));
}

/** Renames one of the user's passkeys; undefined when they have none with this id. */
export async function renamePasskey(
  db: Database,
  passkey: { id: string; userId: string; name: string },
): Promise<Passkey | undefined> {
  const [row] = await db
    .update(adminPasskeys)
    .set({ name: passkey.name })
    .where(and(eq(adminPasskeys.id, passkey.id), eq(adminPasskeys.userId, passkey.userId)))
    .returning();
  return row;
}

export async function deletePasskey(
  db: Database,
  passkey: { id: string; userId: string },
): Promise<Passkey | undefined> {
  const [row] = await db
    .delete(adminPasskeys)
    .where(and(eq(adminPasskeys.id, passkey.id), eq(adminPasskeys.userId, passkey.userId)))
    .returning();
  return row;
}

// The authenticator app.

export async function findTotp(db: Database, userId: string): Promise<Totp | undefined> {
  const [row] = await db.select().from(adminTotp).where(eq(adminTotp.userId, userId));
  return row;
}

/** A new unconfirmed secret, in place of an unconfirmed one; a confirmed one is left alone. */
export async function replaceUnconfirmedTotp(
  db: Database,
  totp: { userId: string; secret: string; createdAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(adminTotp)
    .values(totp)
    .onConflictDoUpdate({
      target: adminTotp.userId,
      set: { secret: totp.secret, createdAt: totp.createdAt, lastStep: null },
      setWhere: isNull(adminTotp.confirmedAt),
    })
    .returning({ userId: adminTotp.userId });
  return rows.length > 0;
}

/**
 * Accepts a code's time step once: only if no code of this or a later step was accepted
 * before (one UPDATE, so two requests with one code cannot both pass). Confirms the app
 * with its first code.
 */
export async function acceptTotpStep(
  db: Database,
  input: { userId: string; step: number; at: Date; confirming: boolean },
): Promise<boolean> {
  const rows = await db
    .update(adminTotp)
    .set(
      input.confirming ? { lastStep: input.step, confirmedAt: input.at } : { lastStep: input.step },
    )
    .where(
      and(
        eq(adminTotp.userId, input.userId),
        input.confirming ? isNull(adminTotp.confirmedAt) : isNotNull(adminTotp.confirmedAt),
        or(isNull(adminTotp.lastStep), lt(adminTotp.lastStep, input.step)),
      ),
    )
    .returning({ userId: adminTotp.userId });
  return rows.length > 0;
}

export async function deleteTotp(db: Database, userId: string): Promise<Totp | undefined> {
  const [row] = await db.delete(adminTotp).where(eq(adminTotp.userId, userId)).returning();
  return row;
}

// Recovery codes.

export async function replaceRecoveryCodes(
  db: Database,
  input: { userId: string; codeHashes: string[]; createdAt: Date },
): Promise<void> {
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, input.userId));
  await db.insert(adminRecoveryCodes).values(
    input.codeHashes.map((codeHash) => ({
      codeHash,
      userId: input.userId,
      createdAt: input.createdAt,
    })),
  );
}

/** Marks an unused code of the user used; false when they have no such unused code. */
export async function spendRecoveryCode(
  db: Database,
  input: { userId: string; codeHash: string; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: input.at })
    .where(
      and(
        eq(adminRecoveryCodes.codeHash, input.codeHash),
        eq(adminRecoveryCodes.userId, input.userId),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ codeHash: adminRecoveryCodes.codeHash });
  return rows.length > 0;
}

export async function recoveryCodeCounts(
  db: Database,
  userId: string,
): Promise<{ remaining: number; total: number }> {
  const [row] = await db
    .select({ total: count(), used: count(adminRecoveryCodes.usedAt) })
    .from(adminRecoveryCodes)
    .where(eq(adminRecoveryCodes.userId, userId));
  const total = row?.total ?? 0;
  return { total, remaining: total - (row?.used ?? 0) };
}

/** Removes every factor of a user: passkeys, the app and recovery codes. */
export async function deleteSecondFactors(db: Database, userId: string): Promise<void> {
  await db.delete(adminPasskeys).where(eq(adminPasskeys.userId, userId));
  await db.delete(adminTotp).where(eq(adminTotp.userId, userId));
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
}

/** Of these users, those with a confirmed factor: a passkey or a confirmed app. */
export async function usersWithSecondFactor(
  db: Database,
  userIds: readonly string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const ids = [...userIds];
  const withPasskey = await db
    .selectDistinct({ userId: adminPasskeys.userId })
    .from(adminPasskeys)
    .where(inArray(adminPasskeys.userId, ids));
  const withTotp = await db
    .select({ userId: adminTotp.userId })
    .from(adminTotp)
    .where(and(inArray(adminTotp.userId, ids), isNotNull(adminTotp.confirmedAt)));
  return new Set([...withPasskey, ...withTotp].map((row) => row.userId));
}
