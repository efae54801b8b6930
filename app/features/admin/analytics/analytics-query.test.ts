import { describe, expect, it } from 'vitest';
import { analyticsSearchParams, parseAnalyticsQuery } from './analytics-query.ts';

const parsed = (search: string) => parseAnalyticsQuery(new URLSearchParams(search));

describe('the analytics query of an address', () => {
  it('reads the period and the filters, in the contract order when written back', () => {
    const query = parsed('country=US&period=yesterday&source=Google&page=%2Ffaq');
    expect(query).toEqual({ period: 'yesterday', page: '/faq', source: 'Google', country: 'US' });
    expect(analyticsSearchParams(query).toString()).toBe(
      'period=yesterday&page=%2Ffaq&source=Google&country=US',
    );
  });

  it('drops each parameter it does not take and keeps the rest', () => {
    expect(parsed('period=5&source=&device=mobile&utm=x')).toEqual({
      period: '7',
      device: 'mobile',
    });
    expect(parsed(`source=${'x'.repeat(600)}&os=iOS`)).toEqual({ period: '7', os: 'iOS' });
  });
});
