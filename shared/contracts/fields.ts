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

export function requiredText(label: string, max: number) {
  return z
    .string({ error: `Enter your ${label}.` })
    .trim()
    .min(1, `Enter your ${label}.`)
    .max(max, `Use at most ${max} characters.`);
}
