import { z } from 'zod';
import { emailPattern, fieldLimits, fieldMessages } from './field-rules.ts';
import { isPlainText, unusualCharactersMessage } from './plain-text.ts';

export { fieldLimits };

/** Field rules shared by every form and its API: trimmed, bounded, e-mail really checked. */
export const emailField = z
  .string({ error: fieldMessages.emailMissing })
  .trim()
  .min(1, fieldMessages.emailMissing)
  .max(fieldLimits.email, fieldMessages.tooLong(fieldLimits.email))
  .pipe(z.email({ pattern: emailPattern, error: fieldMessages.emailInvalid }));

/** A field people type into: trimmed, bounded, plain text (multi-line only where asked). */
export function requiredText(label: string, max: number, options = { multiline: false }) {
  return z
    .string({ error: fieldMessages.missing(label) })
    .trim()
    .min(1, fieldMessages.missing(label))
    .max(max, fieldMessages.tooLong(max))
    .refine((text) => isPlainText(text, options), unusualCharactersMessage);
}

/** An identifier we issued (a checkout session id): letters, digits, `_` and `-` only. */
export function issuedId(label: string) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(255, `${label} is too long.`)
    .regex(/^[\w-]+$/, `${label} is not one we issued.`);
}
