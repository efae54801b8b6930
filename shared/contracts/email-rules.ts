import { checkRule, emailRule } from './field-rules.ts';

export type EmailCheck =
  { ok: true; email: string } | { ok: false; message: string; missing: boolean };

/**
 * The contract's check of one e-mail field without zod, for the islands: trimmed,
 * required, bounded, a real address, in the words of the contract (field-rules.ts).
 */
export function checkEmail(value: string): EmailCheck {
  const email = value.trim();
  const message = checkRule(emailRule, email);
  return message === undefined
    ? { ok: true, email }
    : { ok: false, message, missing: email === '' };
}
