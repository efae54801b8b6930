/**
 * The rules of the fields people type into, without zod: the contracts' schemas (fields.ts)
 * are built from them, and islands, which must not load zod, check with them directly.
 */

/** The longest each field may be, in every form and its API. */
export const fieldLimits = {
  email: 254,
  name: 120,
  address: 200,
  city: 100,
  message: 5000,
} as const;

/** zod's own e-mail pattern, named here so a check without zod refuses exactly the same. */
export const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** What a refused field says. */
export const fieldMessages = {
  emailMissing: 'Enter your email address.',
  emailInvalid: 'Enter a valid email address, like name@example.com.',
  missing: (label: string) => `Enter your ${label}.`,
  tooLong: (max: number) => `Use at most ${max} characters.`,
} as const;
