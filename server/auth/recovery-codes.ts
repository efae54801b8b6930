import { randomInt } from 'node:crypto';
import { tokenHash } from './secret-token.ts';

/** Ten codes an admin prints or stores; each opens one sign-in when the factors are lost. */
export const recoveryCodeCount = 10;

const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** `xxxxx-xxxxx`: 10 characters of 36 (51 bits), plenty against guesses the limits count. */
function newRecoveryCode(): string {
  const characters = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]);
  return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, newRecoveryCode);
}

/** What is stored of a code: the SHA-256 of its ten characters, however it was typed. */
export function recoveryCodeHash(code: string): string {
  return tokenHash(code.replace(/[\s-]+/g, '').toLowerCase());
}
