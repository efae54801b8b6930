import { hashPassword } from '#server/auth/passwords.ts';
import { openSession } from '#server/auth/session-service.ts';
import { insertUser, type User } from '#server/auth/user-repository.ts';
import type { UserRole } from '#server/db/schema.ts';
import { sessionCookieName } from '#shared/contracts/auth.ts';
import type { TestApp } from './test-app.ts';

export const testPassword = 'correct horse battery staple';

let users = 0;

/** A stored user; an admin with a password unless told otherwise. */
export async function createUser(
  testApp: Pick<TestApp, 'ctx'>,
  options: { email?: string; role?: UserRole; password?: string | null } = {},
): Promise<User> {
  users += 1;
  const password = options.password === undefined ? testPassword : options.password;
  return insertUser(testApp.ctx.db, {
    email: options.email ?? `admin${users}@shop.example`,
    role: options.role ?? 'owner',
    passwordHash: password === null ? null : await hashPassword(password),
  });
}

/** A Cookie header of a live session for `user` (the test app's site is http, so no prefix). */
export async function sessionCookie(testApp: Pick<TestApp, 'ctx'>, user: User): Promise<string> {
  const token = await openSession(testApp.ctx, user.id, { ip: '127.0.0.1', userAgent: 'vitest' });
  return `${sessionCookieName}=${token}`;
}

/** A new admin and the Cookie header of a session of theirs. */
export async function signedInAdmin(
  testApp: Pick<TestApp, 'ctx'>,
  options: Parameters<typeof createUser>[1] = {},
): Promise<{ user: User; cookie: string }> {
  const user = await createUser(testApp, options);
  return { user, cookie: await sessionCookie(testApp, user) };
}
