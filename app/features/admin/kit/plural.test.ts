import { describe, expect, it } from 'vitest';
import { pluralForm } from './plural.ts';

const sessions = { one: '{{n}} session', other: '{{n}} sessions' };

describe('pluralForm', () => {
  it('picks the singular for exactly one, the plural for every other count', () => {
    expect(pluralForm(sessions, 1)).toBe('{{n}} session');
    expect([0, 2, 1.5, 1000].map((count) => pluralForm(sessions, count))).toEqual(
      Array<string>(4).fill('{{n}} sessions'),
    );
  });
});
