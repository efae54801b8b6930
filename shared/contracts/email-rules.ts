/**
 * The e-mail field's rules without zod, for the islands (zod probes `eval`, which the CSP
 * refuses): `fields.ts` builds the contract's `emailField` from these same words, limit and
 * pattern, so the browser's check and the server's never disagree.
 */
export const emailLimit = 254;

export const emailMessages = {
  missing: 'Enter your email address.',
  tooLong: `Use at most ${emailLimit} characters.`,
  invalid: 'Enter a valid email address, like name@example.com.',
} as const;

/** zod's own e-mail pattern (`z.email()`'s default), so both checks accept the same addresses. */
export const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export type EmailCheck =
  { ok: true; email: string } | { ok: false; message: string; missing: boolean };

/** The contract's check of one e-mail field: trimmed, required, bounded, a real address. */
export function checkEmail(value: string): EmailCheck {
  const email = value.trim();
  if (email === '') return { ok: false, message: emailMessages.missing, missing: true };
  if (email.length > emailLimit)
    return { ok: false, message: emailMessages.tooLong, missing: false };
  if (!emailPattern.test(email))
    return { ok: false, message: emailMessages.invalid, missing: false };
  return { ok: true, email };
}
