import { describe, expect, it } from 'vitest';
import { refundAvailability } from './refund-availability.ts';

const completedAt = new Date('2026-10-20T15:00:00Z');
const completed = {
  status: 'completed',
  completedAt,
  refundedAt: null,
  paymentIntentId: 'pi_1',
  provider: 'stripe',
} as const;
const terms = { refundWindowDays: 14, provider: 'stripe', now: new Date('2026-10-25T00:00:00Z') };
const windowEnd = '2026-11-03T15:00:00.000Z';

describe('refundAvailability', () => {
  it('allows a completed order within the window, saying until when', () => {
    expect(refundAvailability(completed, terms)).toEqual({
      allowed: true,
      reason: null,
      until: windowEnd,
    });
    const lastMoment = { ...terms, now: new Date(windowEnd) };
    expect(refundAvailability(completed, lastMoment).allowed).toBe(true);
  });

  it('refuses after the window, naming the day it ended', () => {
    const later = { ...terms, now: new Date('2026-11-03T15:00:01Z') };
    expect(refundAvailability(completed, later)).toEqual({
      allowed: false,
      reason: 'The 14-day refund window ended on Nov 3, 2026.',
      until: windowEnd,
    });
  });

  it('follows the offer: a 30-day window', () => {
    const later = { ...terms, refundWindowDays: 30, now: new Date('2026-11-10T00:00:00Z') };
    expect(refundAvailability(completed, later).allowed).toBe(true);
  });

  it.each([
    [{ status: 'pending', completedAt: null }, 'Only a completed order can be refunded.'],
    [{ status: 'expired', completedAt: null }, 'Only a completed order can be refunded.'],
    [
      { status: 'refunded', refundedAt: new Date('2026-10-22T23:30:00Z') },
      'This order was refunded on Oct 22, 2026.',
    ],
    [{ paymentIntentId: null }, 'This order has no recorded payment to refund.'],
    [
      { provider: 'test' },
      'This order was paid with the test payment provider, which this server no longer uses.',
    ],
  ] as const)('refuses %j', (change, reason) => {
    const availability = refundAvailability({ ...completed, ...change }, terms);
    expect(availability).toMatchObject({ allowed: false, reason });
  });
});
