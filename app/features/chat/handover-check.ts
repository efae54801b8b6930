import { emailPattern, fieldLimits, fieldMessages } from '#shared/contracts/field-rules.ts';
import { isPlainText, unusualCharactersMessage } from '#shared/contracts/plain-text.ts';

export type HandoverField = 'email' | 'message';
export type HandoverErrors = Partial<Record<HandoverField, string>>;

export interface HandoverRequest {
  type: 'contact';
  source: 'chat';
  email: string;
  message: string;
}

function emailError(email: string): string | undefined {
  if (email === '') return fieldMessages.emailMissing;
  if (email.length > fieldLimits.email) return fieldMessages.tooLong(fieldLimits.email);
  if (!emailPattern.test(email)) return fieldMessages.emailInvalid;
  return undefined;
}

function messageError(message: string): string | undefined {
  if (message === '') return fieldMessages.missing('message');
  if (message.length > fieldLimits.message) return fieldMessages.tooLong(fieldLimits.message);
  if (!isPlainText(message, { multiline: true })) return unusualCharactersMessage;
  return undefined;
}

/**
 * The chat's question checked by its contract's rules (chatQuestionRequestSchema in
 * shared/contracts/messages.ts) without zod, which an island must not load; trimmed as the
 * server trims. The body to send, or each flagged field's message.
 */
export function checkHandover(
  email: string,
  message: string,
): { ok: true; request: HandoverRequest } | { ok: false; errors: HandoverErrors } {
  const trimmed = { email: email.trim(), message: message.trim() };
  const errors: HandoverErrors = {};
  const emailProblem = emailError(trimmed.email);
  const messageProblem = messageError(trimmed.message);
  if (emailProblem) errors.email = emailProblem;
  if (messageProblem) errors.message = messageProblem;
  if (emailProblem || messageProblem) return { ok: false, errors };
  return { ok: true, request: { type: 'contact', source: 'chat', ...trimmed } };
}
