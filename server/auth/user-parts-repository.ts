/**
 * Query parts over `users` for other owners' repositories: a query that names the admin of
 * one of its rows joins the user from here, so server/auth alone writes SQL over the table
 * (docs/decisions/029) and the joined statement keeps its shape.
 */
import { eq, type Column, type SQL } from 'drizzle-orm';
import { users } from '#server/db/schema.ts';

/** A join of `users` on its condition, for `.leftJoin(join.table, join.on)`. */
export interface UserJoin {
  table: typeof users;
  on: SQL;
}

/** The user whose id `userId` (another table's column) holds. */
export function joinUserOf(userId: Column): UserJoin {
  return { table: users, on: eq(users.id, userId) };
}

/** The joined user's e-mail; null through a left join once that user is gone. */
export const joinedUserEmail = users.email;
