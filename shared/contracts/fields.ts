import { z } from 'zod';
import { checkRule, emailRule, fieldLimits, type FieldRule } from './field-rules.ts';

export { fieldLimits };

/**
 * A string field checked by its rule (field-rules.ts), trimmed; the form island runs the same
 * `checkRule` on the same rule in the browser, so both refuse alike and say the same words.
 */
export function ruleField(rule: FieldRule) {
  return z
    .string({ error: rule.missing ?? rule.invalid })
    .trim()
    .check((context) => {
      const message = checkRule(rule, context.value);
      if (message !== undefined)
        context.issues.push({ code: 'custom', message, input: context.value });
    });
}

/** Field rules shared by every form and its API: trimmed, bounded, e-mail really checked. */
export const emailField = ruleField(emailRule);

/** An identifier we issued (a checkout session id): letters, digits, `_` and `-` only. */
export function issuedId(label: string) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(255, `${label} is too long.`)
    .regex(/^[\w-]+$/, `${label} is not one we issued.`);
}
