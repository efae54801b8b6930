import { describe, expect, it } from 'vitest';
import { contentSettings } from '#tests/settings-fixtures.ts';
import { checkSettingsDraft, isUnchanged, parsePrice, settingsDraft } from './settings-draft.ts';

describe('parsePrice', () => {
  it.each([
    ['47', 47],
    ['47.5', 47.5],
    ['47.50', 47.5],
    ['$47.00', 47],
    [' $ 1,047.25 ', 1047.25],
    ['9999.99', 9999.99],
    ['47.555', 47.555],
  ])('reads %j as %d', (text, amount) => {
    expect(parsePrice(text)).toBe(amount);
  });

  it.each(['', 'abc', '47 dollars', '4,7', '1,0000', '-47', '47.', '.5', '47$', '1e3'])(
    'refuses %j',
    (text) => {
      expect(parsePrice(text)).toBeUndefined();
    },
  );
});

describe('checkSettingsDraft', () => {
  it('turns the prices into dollars and trims the texts', () => {
    const draft = { ...settingsDraft(contentSettings()), guidePrice: '$52', websiteTitle: ' A ' };
    expect(checkSettingsDraft(draft)).toEqual({
      ok: true,
      data: contentSettings({ guidePrice: 52, websiteTitle: 'A' }),
    });
  });

  it('reads an empty regular price as none and the day counts as whole numbers', () => {
    const settings = contentSettings({
      compareAtPrice: null,
      payButtonLabel: 'Pay {{price}}',
      refundWindowDays: 30,
    });
    const draft = settingsDraft(settings);
    expect(draft).toMatchObject({ compareAtPrice: '', refundWindowDays: '30' });
    expect(checkSettingsDraft({ ...draft, reviewsMinimumShown: ' 5 ' })).toEqual({
      ok: true,
      data: { ...settings, reviewsMinimumShown: 5 },
    });
    const refused = checkSettingsDraft({ ...draft, refundWindowDays: '2 weeks' });
    expect(!refused.ok && refused.errors.refundWindowDays).toMatch(/whole number from 1 to 365/);
  });

  it('asks for cents at most', () => {
    const draft = { ...settingsDraft(contentSettings()), guidePrice: '47.555' };
    const checked = checkSettingsDraft(draft);
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.errors.guidePrice).toMatch(/two decimals/);
  });
});

describe('isUnchanged', () => {
  it('counts the same amount written otherwise, and trimmed spaces, as no change', () => {
    const saved = settingsDraft(contentSettings());
    expect(
      isUnchanged({ ...saved, guidePrice: '$47', guideTitle: `${saved.guideTitle} ` }, saved),
    ).toBe(true);
    expect(isUnchanged({ ...saved, guidePrice: '48' }, saved)).toBe(false);
    expect(isUnchanged({ ...saved, introVideoId: 'dQw4w9WgXcQ' }, saved)).toBe(false);
  });
});
