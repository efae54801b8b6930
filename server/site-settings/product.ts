import { attorneyNoticeDefault } from '#content/attorney-notice.ts';
import { chatCopy } from '#content/chat.ts';
import { checkoutCopy } from '#content/checkout.ts';
import { pages } from '#content/pages.ts';
import { sampleSupportEmail } from '#server/config/sample-support-email.ts';
import type { Offer } from '#shared/offer.ts';
import type { PageTexts } from '#shared/site-info.ts';
import { defaultTimeZone } from '#shared/time-zone.ts';

const offer = {
  id: 'child_support_guide',
  name: 'Child Support Defense Guide',
  category: 'Legal Guide',
  currency: 'USD',
  price: 47,
  // A regular price is a claim only the seller can make: none until they set one.
  compareAtPrice: null,
  sale: null,
  pages: 21,
  refundWindowDays: 14,
  // The download link is unguessable, lasts 7 days and allows 5 downloads; the library, where a
  // buyer signs in again, allows 10 a day per order: enough for any reader, not a mirror.
  delivery: { linkValidDays: 7, downloadLimit: 5, libraryDownloadsPerDay: 10 },
} as const satisfies Offer;

/** The sample wording of the headlines, the checkout's warning and its pay button. */
const pageTexts: PageTexts = {
  homeHeadline: pages.home.heading,
  checkoutHeadline: pages.checkout.heading,
  checkoutWarningTitle: checkoutCopy.warning.title,
  checkoutWarningText: checkoutCopy.warning.text,
  payButtonLabel: checkoutCopy.form.payButton,
};

/**
 * The product record: the shop's defaults for what the content settings saved in the back
 * office do not override. Read through the settings source, never imported by the browser's
 * code.
 */
export const productDefaults = {
  brand: 'Child Support Defense',
  supportEmail: sampleSupportEmail,
  offer,
  heroDescription:
    'Administrative orders come with short deadlines, often just 20-35 days from service. This plain-English guide shows you how to check your order for errors, find your deadline and prepare your challenge before enforcement starts.',
  /**
   * Buyers' reviews: the request goes out this many days after a completed order, and the
   * average and count are shown from this many approved reviews on.
   */
  reviews: { requestAfterDays: 7, minimumShown: 3 },
  /** A page's sources are due to be verified again a year after (the Overview's "review due"). */
  reviewIntervalMonths: 12,
  pageTexts,
  attorneyNotice: attorneyNoticeDefault,
  chatTitle: chatCopy.chatTitle,
  /** Sales tax is off until the seller decides (the launch checklist asks). */
  tax: { mode: 'off', prices: 'exclusive' },
  /** The seller's time zone, in which the back office counts its days, until they set theirs. */
  timeZone: defaultTimeZone,
} as const;
