import { hash, verify } from '@node-rs/argon2';

// The Algorithm enum is a const enum, which this build cannot import: 2 is its Argon2id.
const argon2id = 2;

/** OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane): about 30 ms here, cheap to run, costly to guess. */
const options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// Verified when there is no user, so an unknown address costs as long as a wrong password.
const unknownUserHash = hash('no user has this password', options);

/** True when `password` matches `passwordHash`; without a hash it still spends the same time. */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    await verify(await unknownUserHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
