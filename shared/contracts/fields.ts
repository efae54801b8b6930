import { z } from 'zod';
import { emailLimit, emailMessages, emailPattern } from './email-rules.ts';
import { isPlainText, unusualCharactersMessage } from './plain-text.ts';

/** Field rules shared by every form and its API: trimmed, bounded, e-mail really checked. */
export const fieldLimits = {
  email: emailLimit,
  name: 120,
  address: 200,
  city: 100,
  message: 5000,
} as const;

export const emailField = z
  .string({ error: emailMessages.missing })
  .trim()
  .min(1, emailMessages.missing)
  .max(emailLimit, emailMessages.tooLong)
  .pipe(z.email({ pattern: emailPattern, error: emailMessages.invalid }));

/** A field people type into: trimmed, bounded, plain text (multi-line only where asked). */
export function requiredText(label: string, max: number, options = { multiline: false }) {
  return z
    .string({ error: `Enter your ${label}.` })
    .trim()
    .min(1, `Enter your ${label}.`)
    .max(max, `Use at most ${max} characters.`)
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
