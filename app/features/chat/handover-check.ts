import { checkRule } from '#shared/contracts/field-rules.ts';
import { contactFieldRules } from '#shared/contracts/message-rules.ts';

export type HandoverField = 'email' | 'message';
export type HandoverErrors = Partial<Record<HandoverField, string>>;

export interface HandoverRequest {
  type: 'contact';
  source: 'chat';
  email: string;
  message: string;
}

/**
 * The chat's question checked by the rules its contract is built from (message-rules.ts)
 * without zod, which an island must not load; trimmed as the
 * server trims. The body to send, or each flagged field's message.
 */
export function checkHandover(
  email: string,
  message: string,
): { ok: true; request: HandoverRequest } | { ok: false; errors: HandoverErrors } {
  const trimmed = { email: email.trim(), message: message.trim() };
  const errors: HandoverErrors = {};
  const emailProblem = checkRule(contactFieldRules.email, trimmed.email);
  const messageProblem = checkRule(contactFieldRules.message, trimmed.message);
  if (emailProblem) errors.email = emailProblem;
  if (messageProblem) errors.message = messageProblem;
  if (emailProblem || messageProblem) return { ok: false, errors };
  return { ok: true, request: { type: 'contact', source: 'chat', ...trimmed } };
}
