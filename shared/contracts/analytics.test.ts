import { describe, expect, it } from 'vitest';
import { trackRequestSchema } from './analytics.ts';

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
