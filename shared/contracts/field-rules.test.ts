import { describe, expect, it } from 'vitest';
import { hostileVariants } from '#tests/hostile-text.ts';
import { checkoutFieldRules } from './checkout.ts';
import { checkRule, fieldMessages, type FieldRule } from './field-rules.ts';
import { ruleField } from './fields.ts';
import { contactFieldRules } from './message-rules.ts';
import { unusualCharactersMessage } from './plain-text.ts';

describe('checkRule', () => {
  const rule: FieldRule = {
    missing: 'Enter a code.',
    min: 3,
    max: 6,
    pattern: 'zip',
    oneOf: ['12345', '54321'],
    invalid: 'Enter a code we gave you.',
    plain: 'line',
  };

  it.each([
    ['empty', '', 'Enter a code.'],
    ['only spaces', '   ', 'Enter a code.'],
    ['too short', '12', fieldMessages.tooShort(3)],
    ['too long', '1234567', fieldMessages.tooLong(6)],
    ['off the pattern', '1234a', 'Enter a code we gave you.'],
    ['not one of the values', '11111', 'Enter a code we gave you.'],
    ['taken, once trimmed', ' 12345 ', undefined],
  ])('checks in order, each failure in its words: %s', (_kind, value, message) => {
    expect(checkRule(rule, value)).toBe(message);
  });

  it('lets an optional field stay empty, and says `missing` for a bad value without `invalid`', () => {
    expect(checkRule({ max: 3 }, '  ')).toBeUndefined();
    expect(checkRule({ missing: 'Choose one.', oneOf: ['a'] }, 'b')).toBe('Choose one.');
  });

  it('refuses unusual characters last, and line breaks only in a one-line field', () => {
    expect(checkRule({ plain: 'line' }, 'two\nlines')).toBe(unusualCharactersMessage);
    expect(checkRule({ plain: 'multiline' }, 'two\nlines')).toBeUndefined();
    expect(checkRule({ plain: 'multiline' }, 'bell\u0007')).toBe(unusualCharactersMessage);
    expect(checkRule({ max: 3, plain: 'line' }, 'bell\u0007')).toBe(fieldMessages.tooLong(3));
  });
});

/** What zod's field built from the rule says of a value: its first message, or none. */
function zodSays(rule: FieldRule, value: unknown): string | undefined {
  const parsed = ruleField(rule).safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

const oddValues = [
  '',
  ' ',
  '\t\n',
  'parent@example.com',
  ' parent@example.com ',
  'PARENT@EXAMPLE.COM',
  'a..b@example.com',
  '.a@example.com',
  'name@domain',
  'name@-domain.com',
  'name+tag@sub.example.org',
  `${'a'.repeat(250)}@example.com`,
  'Sam River',
  'x'.repeat(121),
  'x'.repeat(201),
  '12345',
  '12345-6789',
  '1234',
  '123456',
  '12345-67',
  '１２３４５',
  'OH',
  'oh',
  'ZZ',
  ' OH ',
  'two\nlines',
  '<script>alert(1)</script>',
  "Robert'); DROP TABLE orders;--",
  'e\u0301\u0301\u0301\u0301\u0301',
  '😀',
  ...hostileVariants('parent@example.com').map(([, text]) => text),
];

describe('a rule and the zod field built from it', () => {
  const rules = Object.entries({ ...checkoutFieldRules, ...contactFieldRules });
  it.each(rules)('say the same of every odd value: %s', (_name, rule) => {
    for (const value of oddValues) expect(checkRule(rule, value), value).toBe(zodSays(rule, value));
  });

  it('refuses what is not text with the words of an empty field', () => {
    for (const [, rule] of rules) {
      expect(zodSays(rule, undefined)).toBe(rule.missing);
      expect(zodSays(rule, 12345)).toBe(rule.missing);
    }
  });
});
