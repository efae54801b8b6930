import { describe, expect, it } from 'vitest';
import { directSource, trackRequestSchema, trafficSource } from './analytics.ts';

describe('the traffic source of a session', () => {
  it('is the utm_source when the landing URL had one', () => {
    expect(trafficSource('newsletter', '/blog')).toBe('newsletter');
  });

  it('falls back to the entry page when utm_source is missing or blank', () => {
    expect(trafficSource(undefined, '/states/texas-child-support')).toBe(
      '/states/texas-child-support',
    );
    expect(trafficSource('   ', '/faq')).toBe('/faq');
  });

  it('is Direct with neither', () => {
    expect(trafficSource(null, null)).toBe(directSource);
    expect(trafficSource('', ' ')).toBe(directSource);
  });
});

describe('the tracker contract', () => {
  const visit = {
    sessionId: '7b6f1c1e-8a4b-4c8e-9a55-111111111111',
    visitorId: '7b6f1c1e-8a4b-4c8e-9a55-222222222222',
  };
  const view = { type: 'page_view', data: { ...visit, pagePath: '/' } };

  it('takes one event or a batch of up to 50', () => {
    expect(trackRequestSchema.safeParse(view).success).toBe(true);
    expect(trackRequestSchema.safeParse({ events: Array(50).fill(view) }).success).toBe(true);
    expect(trackRequestSchema.safeParse({ events: Array(51).fill(view) }).success).toBe(false);
  });

  it('refuses ids the tracker did not make and paths off the site', () => {
    const pageViewWith = (data: object) => ({ type: 'page_view', data: { ...view.data, ...data } });
    expect(trackRequestSchema.safeParse(pageViewWith({ sessionId: 'abc' })).success).toBe(false);
    expect(
      trackRequestSchema.safeParse(pageViewWith({ pagePath: 'https://evil.example/' })).success,
    ).toBe(false);
  });
});
