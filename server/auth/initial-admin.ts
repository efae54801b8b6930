import { recordAudit } from '#server/audit/audit-repository.ts';
import type { Config } from '#server/config/env.ts';
import type { Database } from '#server/db/database.ts';
import type { Logger } from '#server/logger.ts';
import { deleteUserAuthTokens } from './auth-token-repository.ts';
import { hashPassword } from './passwords.ts';
import { deleteUserSessions } from './session-repository.ts';
import { countAdmins, upsertAdmin, type User } from './user-repository.ts';

/**
 * Makes the address an admin with this password, created or promoted, from outside the back
 * office (the environment at start, or `npm run admin:create`). Sessions and links from
 * before the new password end with it; the audit log says where the change came from.
 */
export async function makeAdmin(
  db: Database,
  admin: { email: string; password: string; via: 'ADMIN_EMAIL' | 'admin:create' },
): Promise<User> {
  const passwordHash = await hashPassword(admin.password);
  return db.transaction(async (tx) => {
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
 * office is never reset by a restart.
 */
export async function ensureInitialAdmin(
  db: Database,
  config: Pick<Config, 'initialAdmin'>,
  logger: Logger,
): Promise<void> {
  const admin = config.initialAdmin;
  if (!admin || (await countAdmins(db)) > 0) return;
  const user = await makeAdmin(db, { ...admin, via: 'ADMIN_EMAIL' });
  logger.info({ email: user.email }, 'first admin made from ADMIN_EMAIL: sign in at /admin');
}
