import { emailRule, fieldLimits, textRule } from './field-rules.ts';

/**
 * The rules of a contact message's fields, without zod: its contract (messages.ts) is built
 * from them, and the contact box and the chat's hand-over carry them for their checks.
 */
export const contactFieldRules = {
  name: textRule('name', fieldLimits.name),
  email: emailRule,
  message: textRule('message', fieldLimits.message, { multiline: true }),
} as const;
