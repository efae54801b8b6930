import { describe, expect, it } from 'vitest';
import { checkEmail, emailLimit, emailMessages } from './email-rules.ts';
import { emailField } from './fields.ts';

const samples = [
  '',
  '   ',
  'parent@example.com',
  '  parent@example.com  ',
  'first.last+tag@mail.example.org',
  "o'neil@example.ie",
  'no-at-sign.example.com',
  'two@@example.com',
  'parent@example',
  'parent@.example.com',
  '.parent@example.com',
  'parent@example.c',
  'pärent@example.com',
  `${'a'.repeat(emailLimit - 12)}@example.com`,
  `${'a'.repeat(emailLimit - 11)}@example.com`,
];

describe('checkEmail', () => {
  it.each(samples)('agrees with the contract on %j', (value) => {
    const contract = emailField.safeParse(value);
    const check = checkEmail(value);
    if (contract.success) expect(check).toEqual({ ok: true, email: contract.data });
    else expect(check).toMatchObject({ ok: false, message: contract.error.issues[0]?.message });
  });

  it('tells an empty field from a wrong one', () => {
    expect(checkEmail(' ')).toEqual({ ok: false, message: emailMessages.missing, missing: true });
    expect(checkEmail('parent@')).toEqual({
      ok: false,
      message: emailMessages.invalid,
      missing: false,
    });
  });
});
