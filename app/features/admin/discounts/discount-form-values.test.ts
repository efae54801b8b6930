import { describe, expect, it } from 'vitest';
import { blankDiscountForm, checkDiscountForm, localInputOf } from './discount-form-values.ts';

describe('the discount dialog values', () => {
  it('sends a percent code as the contract takes it, dates as instants', () => {
    const start = '2026-12-01T09:30';
    expect(
      checkDiscountForm({
        ...blankDiscountForm,
        code: ' fall20 ',
        amount: '20',
        startsAt: start,
        maxUses: '10',
      }),
    ).toEqual({
      ok: true,
      input: {
        code: 'FALL20',
        kind: 'percent',
        amount: 20,
        startsAt: new Date(start).toISOString(),
        endsAt: null,
        maxUses: 10,
        active: true,
      },
    });
    expect(localInputOf(new Date(start).toISOString())).toBe(start);
  });

  it('names each field at fault with the server’s message', () => {
    const checked = checkDiscountForm({
      ...blankDiscountForm,
      code: 'x',
      kind: 'fixed',
      amount: '0.001',
      startsAt: '2026-12-02T00:00',
      endsAt: '2026-12-01T00:00',
      maxUses: '0',
    });
    expect(checked.ok).toBe(false);
    expect(checked.ok ? {} : checked.errors).toEqual({
      code: 'Use 2 to 32 letters, numbers, dashes or underscores, starting with a letter or number.',
      amount: 'Enter dollars and cents, like 9.99.',
      endsAt: 'The end must come after the start.',
      maxUses: 'Enter at least 1.',
    });
    expect(checkDiscountForm({ ...blankDiscountForm, code: 'OK20' })).toMatchObject({
      ok: false,
      errors: { amount: 'Enter the discount.' },
    });
  });
});
