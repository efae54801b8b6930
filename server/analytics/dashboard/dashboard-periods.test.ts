import { describe, expect, it } from 'vitest';
import type { AnalyticsPeriod } from '#shared/contracts/admin-analytics.ts';
import { periodRanges } from './dashboard-periods.ts';

const lastMoment = new Date('2026-11-20T23:59:59.999Z');
const firstMoment = new Date('2026-11-21T00:00:00.000Z');

describe('a period and the one it is compared with', () => {
  it.each<[AnalyticsPeriod, string, string, string, string]>([
    ['today', '2026-11-20', '2026-11-20', '2026-11-19', '2026-11-19'],
    ['yesterday', '2026-11-19', '2026-11-19', '2026-11-18', '2026-11-18'],
    ['7', '2026-11-14', '2026-11-20', '2026-11-07', '2026-11-13'],
    ['14', '2026-11-07', '2026-11-20', '2026-10-24', '2026-11-06'],
    ['30', '2026-10-22', '2026-11-20', '2026-09-22', '2026-10-21'],
    ['90', '2026-08-23', '2026-11-20', '2026-05-25', '2026-08-22'],
  ])('%s, at the last moment of a UTC day', (period, from, to, previousFrom, previousTo) => {
    expect(periodRanges(lastMoment, period, 'UTC')).toEqual({
      current: { from, to },
      previous: { from: previousFrom, to: previousTo },
    });
  });

  it('moves on at midnight UTC', () => {
    expect(periodRanges(firstMoment, 'today', 'UTC')).toEqual({
      current: { from: '2026-11-21', to: '2026-11-21' },
      previous: { from: '2026-11-20', to: '2026-11-20' },
    });
    expect(periodRanges(firstMoment, 'yesterday', 'UTC').current).toEqual({
      from: '2026-11-20',
      to: '2026-11-20',
    });
    expect(periodRanges(firstMoment, '7', 'UTC').previous).toEqual({
      from: '2026-11-08',
      to: '2026-11-14',
    });
  });

  it("counts the seller's days: 23:30 in Chicago is the next UTC day but still today there", () => {
    const lateEvening = new Date('2026-11-21T05:30:00Z');
    expect(periodRanges(lateEvening, 'today', 'America/Chicago').current).toEqual({
      from: '2026-11-20',
      to: '2026-11-20',
    });
    expect(periodRanges(lateEvening, 'today', 'UTC').current.to).toBe('2026-11-21');
  });

  it('crosses a month and a year end', () => {
    expect(periodRanges(new Date('2027-01-03T08:00:00Z'), '7', 'UTC')).toEqual({
      current: { from: '2026-12-28', to: '2027-01-03' },
      previous: { from: '2026-12-21', to: '2026-12-27' },
    });
  });
});
