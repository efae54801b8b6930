import type { Offer } from '#shared/offer.ts';

/**
 * The product record: the shop's defaults for what the site settings do not override (today
 * nothing does; the back office's content settings will). Read through the settings source,
 * never imported by the browser's code.
 */
export const productDefaults = {
  brand: 'Child Support Defense',
  supportEmail: 'support@childsupportdefense.example',
  offer: {
    id: 'child_support_guide',
    name: 'Child Support Defense Guide',
    category: 'Legal Guide',
    currency: 'USD',
    price: 47,
    compareAtPrice: 97,
    pages: 21,
    refundWindowDays: 14,
    // The download link is unguessable, lasts 7 days and allows 5 downloads.
    delivery: { linkValidDays: 7, downloadLimit: 5 },
  } satisfies Offer,
} as const;
