import { describe, expect, it } from 'vitest';
import { RateLimitedError } from './http-error.ts';
import { waitInWords } from './wait-in-words.ts';

describe('waitInWords', () => {
  it('counts seconds exactly below a minute', () => {
    expect(waitInWords(1)).toBe('in 1 second');
    expect(waitInWords(45)).toBe('in 45 seconds');
    expect(waitInWords(59)).toBe('in 59 seconds');
  });

  it('rounds to minutes below an hour and a half', () => {
    expect(waitInWords(60)).toBe('in about 1 minute');
    expect(waitInWords(3289)).toBe('in about 55 minutes');
    expect(waitInWords(89 * 60)).toBe('in about 89 minutes');
  });

  it('rounds to hours from an hour and a half', () => {
    expect(waitInWords(90 * 60)).toBe('in about 2 hours');
    expect(waitInWords(24 * 3600)).toBe('in about 24 hours');
  });
});

describe('RateLimitedError', () => {
  it('tells the wait in words and keeps the exact seconds for Retry-After', () => {
    const error = new RateLimitedError('Too many requests.', 3289);
    expect(error.message).toBe('Too many requests. Please try again in about 55 minutes.');
    expect(error.retryAfterSeconds).toBe(3289);
  });
});
