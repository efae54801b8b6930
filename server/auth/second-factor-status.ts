import type { Database } from '#server/db/database.ts';
import type { SecondFactorMethod } from '#shared/contracts/second-factor.ts';
import {
  findTotp,
  recoveryCodeCounts,
  userPasskeys,
  usersWithSecondFactor,
} from './second-factor-repository.ts';

/**
 * The factors a user can answer a second step with: a passkey, the app (once confirmed) and a
 * recovery code while one is left. Empty without a passkey or a confirmed app: recovery
 * codes alone are no factor.
 */
export async function secondFactorMethods(
  db: Database,
  userId: string,
): Promise<SecondFactorMethod[]> {
  const passkeys = await userPasskeys(db, userId);
  const totp = await findTotp(db, userId);
  const methods: SecondFactorMethod[] = [];
  if (passkeys.length > 0) methods.push('passkey');
  if (totp?.confirmedAt) methods.push('totp');
  if (methods.length === 0) return methods;
  if ((await recoveryCodeCounts(db, userId)).remaining > 0) methods.push('recovery');
  return methods;
}

/** Of these users, those with a passkey or a confirmed app (the team list shows it). */
export function withSecondFactor(db: Database, userIds: readonly string[]): Promise<Set<string>> {
  return usersWithSecondFactor(db, userIds);
}

export async function hasSecondFactor(db: Database, userId: string): Promise<boolean> {
  return (await usersWithSecondFactor(db, [userId])).has(userId);
}
