import {
  sampleTextFields,
  type ContentSettings,
  type ContentSettingsAnswer,
  type SampleTextField,
} from '#shared/contracts/admin-settings.ts';

/** The content settings as the shop starts with them, in the admin API's shape. */
export function contentSettings(overrides: Partial<ContentSettings> = {}): ContentSettings {
  return {
    websiteTitle: 'Child Support Defense',
    supportEmail: 'support@childsupportdefense.example',
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
    checkoutWarningTitle: 'Check your deadline',
    checkoutWarningText: 'The date on your notice is the one that counts.',
    payButtonLabel: 'Get Instant Access - Save {{savings}} Now!',
    reviewRequestAfterDays: 7,
    reviewsMinimumShown: 3,
    reviewIntervalMonths: 12,
    introVideoId: '',
    operatorName: 'Child Support Defense LLC',
    operatorAddress: 'PO Box 100, Austin, TX 78701',
    governingState: 'Texas',
    ownTexts: [],
    timeZone: 'UTC',
    attorneyNotice:
      'This guide and this website are not a substitute for the advice of an attorney.',
    chatTitle: 'Questions about the guide',
    taxMode: 'off',
    taxPrices: 'exclusive',
    ...overrides,
  };
}

/** The texts of `contentSettings()` are the samples: a fresh shop's. */
function sampleWordings(): Record<SampleTextField, string> {
  const fresh = contentSettings();
  return Object.fromEntries(sampleTextFields.map((field) => [field, fresh[field]])) as Record<
    SampleTextField,
    string
  >;
}

/** `GET /api/admin/settings`: never saved unless `saved` says who saved when. */
export function contentSettingsAnswer(
  overrides: Partial<ContentSettings> = {},
  saved?: { at: string; by: string },
): ContentSettingsAnswer {
  return {
    settings: contentSettings(overrides),
    sampleWordings: sampleWordings(),
    updatedAt: saved?.at ?? null,
    updatedBy: saved?.by ?? null,
  };
}
