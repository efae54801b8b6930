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

  const errors = (settings: object) =>
    Object.fromEntries(
      (contentSettingsSchema.safeParse(settings).error?.issues ?? []).map((issue) => [
        String(issue.path[0]),
        issue.message,
      ]),
    );

  it('lets the seller texts name only {{price}} and {{savings}}', () => {
    const texts = {
      homeHeadline: 'Only {{price}}, save {{savings}}',
      checkoutHeadline: 'Checkout',
      payButtonLabel: 'Pay {{price}}',
    };
    expect(errors(changedContentSettings(texts))).toEqual({});
    expect(
      errors(
        changedContentSettings({
          homeHeadline: 'A {{pages}}-page guide',
          payButtonLabel: 'Pay {{}}',
        }),
      ),
    ).toEqual({
      homeHeadline: '{{pages}} is not filled in: use only {{price}} and {{savings}}.',
      payButtonLabel: '{{}} is not filled in: use only {{price}} and {{savings}}.',
    });
  });

  it('refuses {{savings}} while no regular price is set, in whichever text names it', () => {
    expect(errors(changedContentSettings({ compareAtPrice: null }))).toEqual({
      payButtonLabel: 'Set a regular price, or take {{savings}} out of the label',
    });
    expect(
      errors(
        changedContentSettings({
          compareAtPrice: null,
          payButtonLabel: 'Pay {{price}}',
          checkoutWarningText: 'You save {{savings}}',
        }),
      ),
    ).toEqual({ checkoutWarningText: 'Set a regular price, or take {{savings}} out of the text' });
    expect(
      errors(changedContentSettings({ compareAtPrice: null, payButtonLabel: 'Pay {{price}}' })),
    ).toEqual({});
  });

  it('takes a refund window of 1 to 365 whole days and review settings in their ranges', () => {
    const message = 'Enter the refund window in days: a whole number from 1 to 365.';
    for (const refundWindowDays of [0, 366, 7.5, Number.NaN])
      expect(errors(changedContentSettings({ refundWindowDays }))).toEqual({
        refundWindowDays: message,
      });
    for (const refundWindowDays of [1, 365])
      expect(errors(changedContentSettings({ refundWindowDays }))).toEqual({});
    expect(
      Object.keys(
        errors(changedContentSettings({ reviewRequestAfterDays: 91, reviewsMinimumShown: 51 })),
      ),
    ).toEqual(['reviewRequestAfterDays', 'reviewsMinimumShown']);
    expect(
      errors(changedContentSettings({ reviewRequestAfterDays: 90, reviewsMinimumShown: 1 })),
    ).toEqual({});
  });
});
