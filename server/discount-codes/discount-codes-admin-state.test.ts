import { describe, expect, it } from 'vitest';
import { discountCodeState } from './discount-codes-admin-state.ts';
import type { DiscountTerms } from './discount-pricing.ts';

const now = new Date('2026-11-27T12:00:00Z');
const terms = (overrides: Partial<DiscountTerms> = {}): DiscountTerms => ({
  kind: 'percent',
  amount: 20,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  active: true,
  ...overrides,
});
const tomorrow = new Date('2026-11-28T12:00:00Z');
const yesterday = new Date('2026-11-26T12:00:00Z');

describe('a discount code state', () => {
  it('is active without limits, and inside its dates with uses left', () => {
    expect(discountCodeState(terms(), now, 0)).toBe('active');
    expect(
      discountCodeState(terms({ startsAt: yesterday, endsAt: tomorrow, maxUses: 2 }), now, 1),
    ).toBe('active');
  });

  it('is scheduled before its start and expired from its end on', () => {
    expect(discountCodeState(terms({ startsAt: tomorrow }), now, 0)).toBe('scheduled');
    expect(discountCodeState(terms({ endsAt: now }), now, 0)).toBe('expired');
  });

  it('is used up once its claims reach the limit, whatever its dates', () => {
    expect(discountCodeState(terms({ maxUses: 2 }), now, 2)).toBe('used_up');
    expect(discountCodeState(terms({ maxUses: 1, startsAt: tomorrow }), now, 1)).toBe('used_up');
    expect(discountCodeState(terms({ maxUses: 1, endsAt: yesterday }), now, 1)).toBe('used_up');
  });

  it('is inactive when switched off, before anything else', () => {
    expect(discountCodeState(terms({ active: false, maxUses: 1, endsAt: yesterday }), now, 1)).toBe(
      'inactive',
    );
  });
});
