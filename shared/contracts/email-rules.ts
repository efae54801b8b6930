import { emailPattern, fieldLimits, fieldMessages } from './field-rules.ts';

export type EmailCheck =
  { ok: true; email: string } | { ok: false; message: string; missing: boolean };

/**
 * The contract's check of one e-mail field without zod, for the islands: trimmed,
 * required, bounded, a real address, in the words of the contract (field-rules.ts).
 */
export function checkEmail(value: string): EmailCheck {
  const email = value.trim();
  if (email === '') return { ok: false, message: fieldMessages.emailMissing, missing: true };
  if (email.length > fieldLimits.email)
    return { ok: false, message: fieldMessages.tooLong(fieldLimits.email), missing: false };
  if (!emailPattern.test(email))
    return { ok: false, message: fieldMessages.emailInvalid, missing: false };
  return { ok: true, email };
}
