import { describe, expect, it } from 'vitest';
import { changedContentSettings } from '#tests/settings-factory.ts';
import { contentSettingsSchema } from './admin-settings.ts';

describe('the content settings contract', () => {
  it('keeps a price as the cents it means', () => {
    const parse = (guidePrice: number) =>
      contentSettingsSchema.parse(changedContentSettings({ guidePrice, compareAtPrice: 200 }))
        .guidePrice;
    expect(parse(52.1)).toBe(52.1);
    expect(parse(47.000000001)).toBe(47);
    expect(Math.round(parse(0.1 + 0.2 + 51.7) * 100)).toBe(5200);
  });

  it('refuses a third decimal, a price out of range, and a regular price not above it', () => {
    const fields = (settings: object) =>
      contentSettingsSchema.safeParse(settings).error?.issues.map((issue) => issue.path[0]);
    expect(fields(changedContentSettings({ guidePrice: 47.555 }))).toEqual(['guidePrice']);
    expect(fields(changedContentSettings({ guidePrice: 0.99 }))).toEqual(['guidePrice']);
    expect(fields(changedContentSettings({ guidePrice: 10_000 }))).toContain('guidePrice');
    expect(fields(changedContentSettings({ guidePrice: 60, compareAtPrice: 60 }))).toEqual([
      'compareAtPrice',
    ]);
  });
});
