import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { issueId } from '#server/db/issued-ids.ts';
import { users, type UserRole } from '#server/db/schema.ts';
import { adminRoles, isAdminRole, type AdminRole } from '#shared/contracts/auth.ts';

export type User = typeof users.$inferSelect;

/** Addresses are kept lower-cased, so one person has one account however they type it. */
export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}

function newUserId(): string {
  return issueId('usr');
}

export async function findUserByEmail(db: Database, email: string): Promise<User | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalEmail(email)));
  return row;
}

export async function findUser(db: Database, id: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function insertUser(
  db: Database,
  user: { email: string; role: UserRole; passwordHash: string | null },
): Promise<User> {
  const [row] = await db
    .insert(users)
    .values({
      id: newUserId(),
      email: normalEmail(user.email),
      role: user.role,
      passwordHash: user.passwordHash,
      passwordChangedAt: user.passwordHash ? new Date() : null,
    })
    .returning();
  if (!row) throw new Error('The user was not stored.');
  return row;
}

/**
 * Adds the user unless the address has one already (perhaps added by a concurrent request,
 * whose insert this one waited for): then undefined, and the caller reads that row instead.
 */
export async function insertUserUnlessExists(
  db: Database,
  user: { email: string; role: UserRole },
): Promise<User | undefined> {
  const [row] = await db
    .insert(users)
    .values({ id: newUserId(), email: normalEmail(user.email), role: user.role })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

export async function setRole(db: Database, id: string, role: UserRole): Promise<User | undefined> {
  const [row] = await db.update(users).set({ role }).where(eq(users.id, id)).returning();
  return row;
}

export async function setPasswordHash(
  db: Database,
  id: string,
  passwordHash: string,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: new Date() })
    .where(eq(users.id, id));
}

export async function recordSignIn(db: Database, id: string, at: Date): Promise<void> {
  await db.update(users).set({ lastSignInAt: at }).where(eq(users.id, id));
}

export async function listAdmins(db: Database): Promise<User[]> {
  return db
    .select()
    .from(users)
    .where(inArray(users.role, adminRoles))
    .orderBy(asc(users.createdAt));
}

export async function countAdmins(db: Database): Promise<number> {
  return db.$count(users, inArray(users.role, adminRoles));
}

export type RoleChange =
  | { status: 'changed'; from: AdminRole }
  | { status: 'unchanged' }
  /** The admin is the last owner who can sign in: the shop would be left without one. */
  | { status: 'last_owner' }
  | { status: 'not_admin' };

/**
 * Gives an admin another role, or none (`user`: revoked, and their password with it), unless
 * no other owner with a password would be left. Every admin row is locked first, in one
 * order, so two owners demoting or revoking each other at once cannot both succeed: the
 * second reads the first one's change. Without the password, a later grant must invite a
 * revoked admin again: the old one can never open the back office anew.
 */
export async function changeAdminRoleUnlessLastOwner(
  db: Database,
  id: string,
  role: UserRole,
): Promise<RoleChange> {
  return db.transaction(async (tx): Promise<RoleChange> => {
    const admins = await tx
      .select({
        id: users.id,
        role: users.role,
        hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      })
      .from(users)
      .where(inArray(users.role, adminRoles))
      .orderBy(asc(users.id))
      .for('update');
    const target = admins.find((admin) => admin.id === id);
    if (!target || !isAdminRole(target.role)) return { status: 'not_admin' };
    if (target.role === role) return { status: 'unchanged' };
    const otherOwner = admins.some(
      (admin) => admin.id !== id && admin.role === 'owner' && admin.hasPassword,
    );
    if (target.role === 'owner' && !otherOwner) return { status: 'last_owner' };
    const revoked = { role, passwordHash: null, passwordChangedAt: new Date() };
    await tx
      .update(users)
      .set(isAdminRole(role) ? { role } : revoked)
      .where(eq(users.id, id));
    return { status: 'changed', from: target.role };
  });
}

/** Locks a user's row until the transaction ends: requests about one user take turns. */
export async function lockUser(db: Database, id: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

/**
 * Makes the address an admin with this password: a new user, or the existing one promoted.
 * One statement, so two instances bootstrapping the same admin at once both succeed.
 */
export async function upsertAdmin(
  db: Database,
  admin: { email: string; passwordHash: string },
): Promise<User> {
  const now = new Date();
  const [row] = await db
    .insert(users)
    .values({
      id: newUserId(),
      email: normalEmail(admin.email),
      role: 'owner',
      passwordHash: admin.passwordHash,
      passwordChangedAt: now,
      // The admin made at setup runs the shop: they hear of its sales and get the Monday
      // report unless they opt out.
      saleAlerts: true,
      weeklyReport: true,
    })
    .onConflictDoUpdate({
      target: users.email,
      set: { role: 'owner', passwordHash: admin.passwordHash, passwordChangedAt: now },
    })
    .returning();
  if (!row) throw new Error('The admin was not stored.');
  return row;
}

/** When the first account was made (the first admin, at the shop's first start); null before. */
export async function firstUserCreatedAt(db: Database): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | null>`min(${users.createdAt})`.mapWith(users.createdAt) })
    .from(users);
  return row?.at ?? null;
}
