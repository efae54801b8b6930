import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { changedContentSettings } from '#tests/settings-factory.ts';
import { contentSettings } from '#tests/settings-fixtures.ts';
import { storedContent } from './stored-settings.ts';

function spiedLogger() {
  const logger = pino({ level: 'silent' });
  const error = vi.spyOn(logger, 'error');
  return { logger, error };
}

/** A row as saved before the named settings existed. */
function withoutKeys(settings: object, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(settings).filter(([key]) => !keys.includes(key)));
}

describe('stored content settings', () => {
  const fallback = contentSettings();

  it('gives a setting the stored row does not name its default, without logging', () => {
    const { logger, error } = spiedLogger();
    const saved = changedContentSettings({ refundWindowDays: 30 });
    const older = withoutKeys(saved, ['refundWindowDays', 'homeHeadline', 'reviewsMinimumShown']);
    expect(storedContent(older, fallback, logger, 'invalid')).toEqual({
      ...saved,
      refundWindowDays: fallback.refundWindowDays,
      homeHeadline: fallback.homeHeadline,
      reviewsMinimumShown: fallback.reviewsMinimumShown,
    });
    expect(error).not.toHaveBeenCalled();
  });

  it('ignores a guarantee text saved before it was built from the refund window', () => {
    const { logger, error } = spiedLogger();
    const older = withoutKeys(changedContentSettings(), ['refundWindowDays']);
    const stored = { ...older, guaranteeText: '30-Day Money-Back Guarantee' };
    const content = storedContent(stored, fallback, logger, 'invalid');
    expect(content.refundWindowDays).toBe(fallback.refundWindowDays);
    expect(content).not.toHaveProperty('guaranteeText');
    expect(error).not.toHaveBeenCalled();
  });

  it('logs and replaces a stored setting that no longer passes, keeping the rest', () => {
    const { logger, error } = spiedLogger();
    const stored = { ...changedContentSettings(), refundWindowDays: 900 };
    const content = storedContent(stored, fallback, logger, 'invalid');
    expect(content).toEqual({ ...changedContentSettings(), refundWindowDays: 14 });
    expect(error).toHaveBeenCalledWith({ fields: ['refundWindowDays'] }, 'invalid');
  });

  it('keeps a stored empty regular price', () => {
    const { logger } = spiedLogger();
    const stored = changedContentSettings({
      compareAtPrice: null,
      payButtonLabel: 'Pay {{price}}',
    });
    expect(storedContent(stored, fallback, logger, 'invalid').compareAtPrice).toBeNull();
  });

  const saleKeys = ['salePrice', 'saleStartsAt', 'saleEndsAt', 'saleShowsEnd'] as const;

  it('gives a row saved before the sale existed no sale, without logging', () => {
    const { logger, error } = spiedLogger();
    const older = withoutKeys(changedContentSettings(), saleKeys);
    expect(storedContent(older, fallback, logger, 'invalid')).toMatchObject({
      salePrice: null,
      saleStartsAt: null,
      saleEndsAt: null,
      saleShowsEnd: false,
    });
    expect(error).not.toHaveBeenCalled();
  });

  it('drops a stored sale that no longer fits the guide price, keeping the price', () => {
    const { logger, error } = spiedLogger();
    const stored = {
      ...changedContentSettings({ guidePrice: 40 }),
      salePrice: 45,
      saleStartsAt: '2026-11-20T05:00:00.000Z',
      saleEndsAt: '2026-12-01T05:00:00.000Z',
      saleShowsEnd: true,
    };
    expect(storedContent(stored, fallback, logger, 'invalid')).toMatchObject({
      guidePrice: 40,
      salePrice: null,
      saleStartsAt: null,
      saleEndsAt: null,
    });
    expect(error).toHaveBeenCalledWith({ fields: ['salePrice'] }, 'invalid');
  });
});
