import type { Offer } from '#shared/offer.ts';
import type { SiteInfo } from '#shared/site-info.ts';
import { testOperator } from './operator-fixture.ts';

/** An offer as the settings give it, the shop's defaults unless a test says otherwise. */
export function testOffer(overrides: Partial<Offer> = {}): Offer {
  return {
    id: 'child_support_guide',
    name: 'Child Support Defense Guide',
    category: 'Legal Guide',
    currency: 'USD',
    price: 47,
    compareAtPrice: 97,
    pages: 21,
    refundWindowDays: 14,
    delivery: { linkValidDays: 7, downloadLimit: 5 },
    ...overrides,
  };
}

/** What the root loader tells every page, for tests that render one. */
export function testSiteInfo(overrides: Partial<SiteInfo> = {}): SiteInfo {
  return {
    brand: 'Child Support Defense',
    supportEmail: 'help@support.test',
    siteUrl: 'http://localhost:3000',
    introVideoId: null,
    year: 2026,
    offer: testOffer(),
    operator: testOperator,
    ...overrides,
  };
}
