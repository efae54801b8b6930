import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '#app/lib/api-client.ts';
import { retryDelay, shouldRetry } from './admin-query-client.ts';

const failure = (status: number) => new ApiRequestError(status, 'x', 'x');

describe('the admin query defaults', () => {
  it('wait 1 s, then twice as long each time, never more than 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });

  it('retry a server error or a lost connection three times, a 4xx answer never', () => {
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, failure(503)))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(shouldRetry(0, failure(0))).toBe(true);
    for (const status of [400, 401, 403, 404, 429])
      expect(shouldRetry(0, failure(status))).toBe(false);
  });
});
