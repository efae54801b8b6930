import { describe, expect, it } from 'vitest';
import { testConfig } from '#tests/mail-fixtures.ts';
import { defaultSettings } from './site-settings.ts';
import { siteInfo } from './site-info.ts';

describe('the site info every page is sent', () => {
  it('carries the seller’s page texts with their placeholders filled', () => {
    const settings = defaultSettings(testConfig());
    const info = siteInfo(
      {
        ...settings,
        // A former price is the seller's claim: none by default, so this test sets one.
        offer: { ...settings.offer, compareAtPrice: 97 },
        pageTexts: {
          ...settings.pageTexts,
          checkoutHeadline: 'Your guide for {{price}}',
          payButtonLabel: 'Pay {{price}}, save {{savings}}',
        },
      },
      { siteUrl: 'https://shop.example' },
    );
    expect(info.pageTexts).toMatchObject({
      checkoutHeadline: 'Your guide for $47',
      payButtonLabel: 'Pay $47, save $50',
    });
    expect(JSON.stringify(info)).not.toContain('{{');
  });
});
