import { describe, expect, it } from 'vitest';
import { formatDollars } from './format.ts';
import {
  formatClockTime,
  formatCount,
  formatDuration,
  formatOneDecimal,
  formatPercent,
  formatShortDay,
  formatDay,
} from './analytics-format.ts';

describe('analytics formats', () => {
  it('writes counts with thousands separators', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1284)).toBe('1,284');
  });

  it('rounds to one decimal and always shows it', () => {
    expect(formatOneDecimal(2.3995)).toBe('2.4');
    expect(formatOneDecimal(3)).toBe('3.0');
    expect(formatOneDecimal(0)).toBe('0.0');
    expect(formatOneDecimal(1234.56)).toBe('1,234.6');
  });

  it('writes a fraction as a percent with one decimal', () => {
    expect(formatPercent(0.4236)).toBe('42.4%');
    expect(formatPercent(0)).toBe('0.0%');
    expect(formatPercent(1)).toBe('100.0%');
    expect(formatPercent(0.0187)).toBe('1.9%');
  });

  it('writes seconds as m:ss, past an hour too', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(185.4)).toBe('3:05');
    expect(formatDuration(59.6)).toBe('1:00');
    expect(formatDuration(3600)).toBe('60:00');
    expect(formatDuration(3725)).toBe('62:05');
  });

  it('writes dollars with two decimals and thousands separators', () => {
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(47)).toBe('$47.00');
    expect(formatDollars(12345.5)).toBe('$12,345.50');
  });

  it('writes an instant as HH:mm:ss in local time', () => {
    expect(formatClockTime(new Date(2026, 10, 23, 9, 5, 7).toISOString())).toBe('09:05:07');
    expect(formatClockTime(new Date(2026, 10, 23, 23, 59, 0).toISOString())).toBe('23:59:00');
    expect(formatClockTime('not a time')).toBe('not a time');
  });

  it('writes UTC days without shifting them into another day', () => {
    expect(formatDay('2026-11-23')).toBe('Nov 23, 2026');
    expect(formatShortDay('2026-01-01')).toBe('Jan 1');
  });
});
