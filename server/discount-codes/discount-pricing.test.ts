import { describe, expect, it } from 'vitest';
import { discountCents, refusalOf, type DiscountTerms } from './discount-pricing.ts';

const start = new Date('2026-11-01T00:00:00Z');
const end = new Date('2026-11-30T00:00:00Z');
const terms = (overrides: Partial<DiscountTerms> = {}): DiscountTerms => ({
  kind: 'percent',
  amount: 15,
  startsAt: start,
  endsAt: end,
  maxUses: 2,
  active: true,
  ...overrides,
});

describe('refusalOf', () => {
  it('takes a code from the instant it starts until the instant before it ends', () => {
    expect(refusalOf(terms(), new Date(start.getTime() - 1), 0)).toBe('not_started');
    expect(refusalOf(terms(), start, 0)).toBeUndefined();
    expect(refusalOf(terms(), new Date(end.getTime() - 1), 0)).toBeUndefined();
    expect(refusalOf(terms(), end, 0)).toBe('expired');
  });

  it('refuses once the uses reach the limit, and never an unlimited code', () => {
    expect(refusalOf(terms(), start, 1)).toBeUndefined();
    expect(refusalOf(terms(), start, 2)).toBe('used_up');
    expect(refusalOf(terms({ maxUses: null }), start, 10_000)).toBeUndefined();
  });

  it('says inactive first, whatever else holds', () => {
    expect(refusalOf(terms({ active: false }), end, 2)).toBe('inactive');
  });
});

describe('discountCents', () => {
  it.each([
    [4700, 15, 705],
    [4700, 33, 1551],
    // 12.5 % of 4700 is 587.5 cents: half a cent rounds up.
    [4700, 12.5, 588],
    [4700, 100, 4650],
  ])('takes %i cents less %d %% as %i cents off', (list, percent, off) => {
    expect(discountCents(list, { kind: 'percent', amount: percent })).toBe(off);
  });

  it('takes a fixed amount off, leaving at least the 50-cent minimum charge', () => {
    expect(discountCents(4700, { kind: 'fixed', amount: 1000 })).toBe(1000);
    expect(discountCents(4700, { kind: 'fixed', amount: 4650 })).toBe(4650);
    expect(discountCents(4700, { kind: 'fixed', amount: 6000 })).toBe(4650);
    expect(discountCents(40, { kind: 'fixed', amount: 10 })).toBe(0);
  });
});
