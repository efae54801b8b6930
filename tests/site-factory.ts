import { productDefaults } from '#server/site-settings/product.ts';
import type { Offer } from '#shared/offer.ts';
import { fillCopy, placeholderValues } from '#shared/placeholders.ts';
import type { SiteInfo } from '#shared/site-info.ts';
import { testOperator } from './operator-fixture.ts';

/** An offer as the settings give it, the shop's defaults unless a test says otherwise. */
export function testOffer(overrides: Partial<Offer> = {}): Offer {
  return { ...productDefaults.offer, ...overrides };
}

/** What the root loader tells every page, for tests that render one. */
export function testSiteInfo(overrides: Partial<SiteInfo> = {}): SiteInfo {
  const site = {
    brand: productDefaults.brand,
    supportEmail: 'help@support.test',
    siteUrl: 'http://localhost:3000',
    introVideoId: null,
    year: 2026,
    offer: testOffer(),
    operator: testOperator,
    heroDescription: productDefaults.heroDescription,
    attorneyNotice: productDefaults.attorneyNotice,
    chatTitle: productDefaults.chatTitle,
    salesTax: null,
    ...overrides,
  };
  // Filled as the server sends them (server/site-settings/site-info.ts).
  return {
    ...site,
    pageTexts: overrides.pageTexts ?? fillCopy(productDefaults.pageTexts, placeholderValues(site)),
  };
}
