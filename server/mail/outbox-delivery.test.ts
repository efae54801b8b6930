import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultRetrySchedule, outboxMessageId, retryDelayMs } from './outbox-delivery.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

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

describe('default retry schedule', () => {
  /** The waits between the attempts, without jitter: the shortest the schedule can be. */
  function shortestWaitsMs(): number[] {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { maxAttempts, backoffBaseMs, backoffMaxMs } = defaultRetrySchedule;
    // A wait follows every failed attempt but the last, which marks the mail failed.
    return Array.from({ length: maxAttempts - 1 }, (_, index) =>
      retryDelayMs(index + 1, backoffBaseMs, backoffMaxMs),
    );
  }
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const hours = (count: number) => count * 3_600_000;

  it('keeps retrying a mail for at least 48 hours', () => {
    expect(sum(shortestWaitsMs())).toBeGreaterThanOrEqual(hours(48));
  });

  it('needs every one of its attempts to get there', () => {
    expect(sum(shortestWaitsMs().slice(0, -1))).toBeLessThan(hours(48));
  });
});

describe('outbox Message-ID', () => {
  it('is the same on every retry and names the site', () => {
    expect(outboxMessageId(42, 'https://www.csd.example:8443')).toBe('<outbox-42@www.csd.example>');
  });
});
