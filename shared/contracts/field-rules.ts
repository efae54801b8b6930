/**
 * The rules of the fields people type into, as data and without zod: the contracts' schemas
 * (fields.ts) are built from them, and the page forms carry them in their markup for the
 * form island (app/components/ui/post-form-island.ts), which must not load zod. One rule, one
 * check (`checkRule`): the browser and the server say the same words by construction.
 */
import { isPlainText, unusualCharactersMessage } from './plain-text.ts';

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

/** The shapes a field may have to match, by name, so a rule stays plain data. */
export const fieldPatterns = {
  email: emailPattern,
  zip: /^\d{5}(-\d{4})?$/,
} as const;
export type FieldPatternName = keyof typeof fieldPatterns;

/** What a refused field says. */
export const fieldMessages = {
  emailMissing: 'Enter your email address.',
  emailInvalid: 'Enter a valid email address, like name@example.com.',
  missing: (label: string) => `Enter your ${label}.`,
  tooShort: (min: number) => `Write at least ${min} characters.`,
  tooLong: (max: number) => `Use at most ${max} characters.`,
} as const;

/**
 * One field's rule. Checked in this order, each failure with its own words: empty (when
 * `missing` is set the field is required, else an empty field passes), shorter than `min`,
 * longer than `max`, not matching `pattern`, not one of `oneOf`, not plain text.
 */
export interface FieldRule {
  /** What an empty field says; without it the field may stay empty. */
  missing?: string;
  min?: number;
  max?: number;
  pattern?: FieldPatternName;
  /** The only values taken (a select's options, a checkbox's value). */
  oneOf?: readonly string[];
  /** What a value that fails `pattern` or `oneOf` says; `missing` when unset. */
  invalid?: string;
  plain?: 'line' | 'multiline';
}

/** The field's trimmed value checked by its rule: the message to show, or none. */
export function checkRule(rule: FieldRule, value: string): string | undefined {
  const text = value.trim();
  if (text === '') return rule.missing;
  const invalid = rule.invalid ?? rule.missing;
  if (rule.min !== undefined && text.length < rule.min) return fieldMessages.tooShort(rule.min);
  if (rule.max !== undefined && text.length > rule.max) return fieldMessages.tooLong(rule.max);
  if (rule.pattern && !fieldPatterns[rule.pattern].test(text)) return invalid;
  if (rule.oneOf && !rule.oneOf.includes(text)) return invalid;
  if (rule.plain && !isPlainText(text, { multiline: rule.plain === 'multiline' }))
    return unusualCharactersMessage;
  return undefined;
}

/** Every e-mail address a person types. */
export const emailRule = {
  missing: fieldMessages.emailMissing,
  max: fieldLimits.email,
  pattern: 'email',
  invalid: fieldMessages.emailInvalid,
} as const satisfies FieldRule;

/** A required line (or lines) of plain text, named by `label` in its message. */
export function textRule(
  label: string,
  max: number,
  options: { multiline: boolean; min?: number } = { multiline: false },
): FieldRule {
  return {
    missing: fieldMessages.missing(label),
    ...(options.min === undefined ? {} : { min: options.min }),
    max,
    plain: options.multiline ? 'multiline' : 'line',
  };
}
