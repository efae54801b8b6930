import { describe, expect, it } from 'vitest';
import { chatQuestionRequestSchema } from '#shared/contracts/messages.ts';
import { checkHandover } from './handover-check.ts';

/** What the server's contract says of the same fields: the body, or each field's first message. */
function contractSays(email: string, message: string) {
  const parsed = chatQuestionRequestSchema.safeParse({
    type: 'contact',
    source: 'chat',
    email,
    message,
  });
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { ok: false, errors };
}

describe('checkHandover', () => {
  it.each([
    ['parent@example.com', 'Do you cover Ohio?'],
    ['  parent@example.com ', '  Two lines\nof question  '],
    ['', ''],
    ['   ', '   '],
    ['not-an-address', 'Hello'],
    ['a..b@example.com', 'Hello'],
    ['.a@example.com', 'Hello'],
    ['name@domain', 'Hello'],
    ['name+tag@sub.example.org', 'Hello'],
    [`${'a'.repeat(250)}@example.com`, 'Hello'],
    ['parent@example.com', 'x'.repeat(5001)],
    ['parent@example.com', 'Hidden \u202Edirection'],
    ['parent@example.com', 'Bell \u0007 here'],
  ])('refuses and accepts what the contract does: %j, %j', (email, message) => {
    expect(checkHandover(email, message)).toEqual(contractSays(email, message));
  });
});
