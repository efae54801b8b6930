import { z } from 'zod';

/** Field rules shared by every form and its API: trimmed, bounded, e-mail really checked. */
export const fieldLimits = {
  email: 254,
  name: 120,
  address: 200,
  city: 100,
  message: 5000,
} as const;

export const emailField = z
  .string({ error: 'Enter your email address.' })
  .trim()
  .min(1, 'Enter your email address.')
  .max(fieldLimits.email, `Use at most ${fieldLimits.email} characters.`)
  .pipe(z.email('Enter a valid email address, like name@example.com.'));

// Text a person types never holds these, and each is a known way to cause harm downstream:
// NUL (PostgreSQL refuses it), other control characters (mail header and log injection),
// direction overrides (text that reads differently in a mail or the back office),
// unpaired surrogates (not encodable as UTF-8) and long stacks of combining marks ("Zalgo").
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const lineBreak = /[\r\n\t]/;
const directionControl = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const stackedMarks = /\p{M}{5,}/u;

export const unusualCharactersMessage =
  'Remove the unusual characters (control, direction or stacked accent marks).';

/** True when the text holds nothing a person typing it would have put there. */
export function isPlainText(text: string, options: { multiline: boolean }): boolean {
  return !(
    controlCharacter.test(text) ||
    (!options.multiline && lineBreak.test(text)) ||
    directionControl.test(text) ||
    loneSurrogate.test(text) ||
    stackedMarks.test(text)
  );
}

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
