import { describe, expect, it } from 'vitest';
import { analyticsRateLimitRules, rateLimitRules } from './rate-limit-rules.ts';

describe('rate limit rules', () => {
  it('give every limit its own name in the shared rate_limits table', () => {
    const rules = [
      ...Object.values(rateLimitRules),
      ...Object.values(analyticsRateLimitRules({ rateLimitPerMinute: 1, newSessionsPerHour: 1 })),
    ];
    const names = rules.map((rule) => rule.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
