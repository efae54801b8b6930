import { Secret, TOTP } from 'otpauth';
import { newRecoveryCodes, recoveryCodeHash } from '#server/auth/recovery-codes.ts';
import {
  acceptTotpStep,
  replaceRecoveryCodes,
  replaceUnconfirmedTotp,
} from '#server/auth/second-factor-repository.ts';
import { newTotpSecret } from '#server/auth/totp.ts';
import type { TestApp } from './test-app.ts';

/** The code an authenticator app shows for `secret` at the server's clock, `steps` periods away. */
export function totpCode(testApp: Pick<TestApp, 'ctx'>, secret: string, steps = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp: testApp.ctx.clock().getTime() + steps * 30_000,
  });
}

/** Gives a user a confirmed authenticator app and fresh recovery codes, as setting them up does. */
export async function withTotp(
  testApp: Pick<TestApp, 'ctx'>,
  userId: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const { db } = testApp.ctx;
  const secret = newTotpSecret();
  const at = testApp.ctx.clock();
  await replaceUnconfirmedTotp(db, { userId, secret, createdAt: at });
  await acceptTotpStep(db, { userId, step: 0, at, confirming: true });
  const recoveryCodes = newRecoveryCodes();
  await replaceRecoveryCodes(db, {
    userId,
    codeHashes: recoveryCodes.map(recoveryCodeHash),
    createdAt: at,
  });
  return { secret, recoveryCodes };
}
