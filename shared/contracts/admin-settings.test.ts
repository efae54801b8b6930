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
    expect(
      errors(
        changedContentSettings({
          compareAtPrice: null,
          payButtonLabel: 'Pay {{price}}, save {{savings}}',
        }),
      ),
    ).toEqual({
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

  describe('a dated sale', () => {
    const sale = {
      salePrice: 29,
      saleStartsAt: '2026-11-20T05:00:00.000Z',
      saleEndsAt: '2026-12-01T05:00:00.000Z',
      saleShowsEnd: true,
    };

    it('takes a price below the guide price with a start and a later end, as UTC instants', () => {
      expect(errors(changedContentSettings({ ...sale, guidePrice: 47 }))).toEqual({});
      const parsed = contentSettingsSchema.parse(
        changedContentSettings({
          ...sale,
          saleStartsAt: '2026-11-20T00:00:00-05:00',
          saleEndsAt: '2026-12-01T00:00:00-05:00',
        }),
      );
      expect(parsed).toMatchObject({
        saleStartsAt: '2026-11-20T05:00:00.000Z',
        saleEndsAt: '2026-12-01T05:00:00.000Z',
      });
      expect(errors(changedContentSettings({ ...sale, salePrice: 0.5 }))).toEqual({});
    });

    it('is no sale at all when the price and both dates are empty', () => {
      const none = { salePrice: null, saleStartsAt: null, saleEndsAt: null, saleShowsEnd: false };
      expect(errors(changedContentSettings(none))).toEqual({});
    });

    it('says on each field what is wrong', () => {
      expect(errors(changedContentSettings({ ...sale, guidePrice: 47, salePrice: 47 }))).toEqual({
        salePrice: 'The sale price must be less than the guide price.',
      });
      expect(errors(changedContentSettings({ ...sale, salePrice: 0.49 }))).toEqual({
        salePrice: 'The sale price must be between $0.50 and $9,999.99.',
      });
      expect(errors(changedContentSettings({ ...sale, salePrice: 12.345 }))).toEqual({
        salePrice: 'Use at most two decimals (cents) for the sale price.',
      });
      expect(errors(changedContentSettings({ ...sale, saleStartsAt: null }))).toEqual({
        saleStartsAt: 'Enter when the sale starts.',
      });
      expect(errors(changedContentSettings({ ...sale, saleEndsAt: null }))).toEqual({
        saleEndsAt: 'Enter when the sale ends.',
      });
      expect(
        errors(changedContentSettings({ ...sale, saleEndsAt: '2026-11-20T05:00:00.000Z' })),
      ).toEqual({ saleEndsAt: 'The sale must end after it starts.' });
      expect(errors(changedContentSettings({ ...sale, salePrice: null }))).toEqual({
        salePrice: 'Enter the sale price, or clear the sale’s dates.',
      });
      expect(
        errors({ ...changedContentSettings(sale), saleStartsAt: 'next Friday', saleEndsAt: 7 }),
      ).toEqual({
        saleStartsAt: 'Enter when the sale starts as a date and time.',
        saleEndsAt: 'Enter when the sale ends as a date and time.',
      });
      expect(errors({ ...changedContentSettings(sale), saleShowsEnd: 'yes' })).toEqual({
        saleShowsEnd: 'Choose whether pages show when the sale ends.',
      });
    });
  });
});
