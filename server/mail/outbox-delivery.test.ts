import { describe, expect, it } from 'vitest';
import { outboxMessageId, retryDelayMs } from './outbox-delivery.ts';

describe('retry delay', () => {
  it('doubles from the base on every attempt, plus at most 10% jitter', () => {
    for (const [attempts, expected] of [
      [1, 1000],
      [2, 2000],
      [3, 4000],
      [6, 32_000],
    ] as const) {
      const delay = retryDelayMs(attempts, 1000, 3_600_000);
      expect(delay).toBeGreaterThanOrEqual(expected);
      expect(delay).toBeLessThanOrEqual(expected * 1.1);
    }
  });

  it('stops growing at the cap', () => {
    expect(retryDelayMs(40, 1000, 3_600_000)).toBeLessThanOrEqual(3_960_000);
    expect(retryDelayMs(40, 1000, 3_600_000)).toBeGreaterThanOrEqual(3_600_000);
  });
});

describe('outbox Message-ID', () => {
  it('is the same on every retry and names the site', () => {
    expect(outboxMessageId(42, 'https://www.csd.example:8443')).toBe('<outbox-42@www.csd.example>');
  });
});
