import { describe, expect, it } from 'vitest';
import { plural } from './format.ts';

describe('plural', () => {
  it('says one for 1 and many for any other count, grouped', () => {
    const forms = { one: '{{n}} order found', other: '{{n}} orders found' };
    expect(plural(1, forms)).toBe('1 order found');
    expect(plural(0, forms)).toBe('0 orders found');
    expect(plural(12_345, forms)).toBe('12,345 orders found');
  });
});
