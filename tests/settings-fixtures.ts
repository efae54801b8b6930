import type { ContentSettings, ContentSettingsAnswer } from '#shared/contracts/admin-settings.ts';

/** The content settings as the shop starts with them, in the admin API's shape. */
export function contentSettings(overrides: Partial<ContentSettings> = {}): ContentSettings {
  return {
    websiteTitle: 'Child Support Defense',
    guidePrice: 47,
    compareAtPrice: 97,
    salePrice: null,
    saleStartsAt: null,
    saleEndsAt: null,
    saleShowsEnd: false,
    refundWindowDays: 14,
    guideTitle: 'Child Support Defense Guide',
    heroDescription: 'Learn how to challenge an administrative child support order, step by step.',
    homeHeadline: 'Challenge Your Order Before Enforcement Starts',
    checkoutHeadline: 'Secure Checkout',
    checkoutWarningTitle: 'Time is running out',
    checkoutWarningText: 'Enforcement can start in as little as 15-30 days.',
    payButtonLabel: 'Get Instant Access - Save {{savings}} Now!',
    reviewRequestAfterDays: 7,
    reviewsMinimumShown: 3,
    introVideoId: '',
    operatorName: 'Child Support Defense LLC',
    operatorAddress: 'PO Box 100, Austin, TX 78701',
    governingState: 'Texas',
    timeZone: 'UTC',
    ...overrides,
  };
}

/** `GET /api/admin/settings`: never saved unless `saved` says who saved when. */
export function contentSettingsAnswer(
  overrides: Partial<ContentSettings> = {},
  saved?: { at: string; by: string },
): ContentSettingsAnswer {
  return {
    settings: contentSettings(overrides),
    bundle: { price: 59, title: 'Child Support Defense Bundle' },
    updatedAt: saved?.at ?? null,
    updatedBy: saved?.by ?? null,
  };
}
