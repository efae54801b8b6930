import { recordAudit } from '#server/audit/audit-repository.ts';
import { ConfigError, type Config } from '#server/config/env.ts';
import type { Database } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import type { Logger } from '#server/logger.ts';
import { deleteUserAuthTokens } from './auth-token-repository.ts';
import { hashPassword } from './passwords.ts';
import { newPasswordProblem } from './password-strength.ts';
import { deleteUserSessions } from './session-repository.ts';
import { countAdmins, upsertAdmin, type User } from './user-repository.ts';

/** A password `makeAdmin` will not set; the message is the form field's (password-strength.ts). */
export class PasswordRefusedError extends Error {
  override name = 'PasswordRefusedError';
}

/**
 * Makes the address an admin with this password, created or promoted, from outside the back
 * office (the environment at start, or `npm run admin:create`), under the same password rule
 * as every other way of setting one. Sessions, links and trusted browsers from before the new
 * password end with it; the audit log says where the change came from.
 */
export async function makeAdmin(
  db: Database,
  admin: { email: string; password: string; via: 'ADMIN_EMAIL' | 'admin:create' },
): Promise<User> {
  const problem = await newPasswordProblem(admin.password, admin.email);
  if (problem) throw new PasswordRefusedError(problem);
  const passwordHash = await hashPassword(admin.password);
  return inTransaction(db, async (tx) => {
    const user = await upsertAdmin(tx, { email: admin.email, passwordHash });
    await deleteUserSessions(tx, user.id);
    await deleteUserAuthTokens(tx, user.id);
    await recordAudit(tx, {
      actorId: user.id,
      actorEmail: user.email,
      action: 'admin_granted',
      target: user.email,
      ip: null,
      detail: { via: admin.via },
    });
    return user;
  });
}

/**
 * At start: with ADMIN_EMAIL and ADMIN_PASSWORD set and no admin yet, makes that admin.
 * Once any admin exists the variables change nothing, so a password changed in the back
 * office is never reset by a restart. A refused password stops the start like any bad
 * variable (one line, never the value): a new site must not open with a guessable admin.
 */
export async function ensureInitialAdmin(
  db: Database,
  config: Pick<Config, 'initialAdmin'>,
  logger: Logger,
): Promise<void> {
  const admin = config.initialAdmin;
  if (!admin || (await countAdmins(db)) > 0) return;
  const user = await makeAdmin(db, { ...admin, via: 'ADMIN_EMAIL' }).catch((error: unknown) => {
    if (!(error instanceof PasswordRefusedError)) throw error;
    throw new ConfigError(`Invalid configuration: ADMIN_PASSWORD: ${error.message}`);
  });
  logger.info({ email: user.email }, 'first admin made from ADMIN_EMAIL: sign in at /admin');
}
