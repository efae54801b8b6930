import type { PageTexts } from '../site-info.ts';
import type { CheckoutRequest, PaymentProviderName } from './checkout.ts';
import type { CheckoutQuote } from './discount-codes.ts';
import type { LibraryView } from './library.ts';
import type { ContactRequest } from './messages.ts';
import type { ReviewLink, ReviewSubmission } from './reviews.ts';

/**
 * A service's answer to a form post: done, or refused with the status and words for the
 * visitor, and the fields at fault with what is wrong with each (a refused discount code).
 */
export type FormActionResult<Done extends object = object> =
  | ({ ok: true } & Done)
  | { ok: false; status: number; message: string; fields?: Record<string, string> };

/**
 * What the pages' forms ask of the server (their actions: posts without JavaScript; their
 * loaders: whether a form is open): the services behind the JSON API, under the same
 * per-client rate limits. The input is already checked with the contract; `clientIp` is the
 * address the limits count.
 */
export interface FormActions {
  startCheckout: (
    customer: CheckoutRequest,
    clientIp: string,
  ) => Promise<FormActionResult<{ url: string }>>;
  subscribe: (
    email: string,
    clientIp: string,
    wish?: { notifyWhenGuideReady: boolean },
  ) => Promise<FormActionResult>;
  /**
   * What a discount code does now, for the checkout's loader: the quote and the seller's texts
   * filled with the discounted price; refused (400) with the code field's message. Counted
   * against the quote API's per-client limit, so codes cannot be guessed through the page.
   */
  quoteDiscount: (
    code: string,
    clientIp: string,
  ) => Promise<FormActionResult<{ quote: CheckoutQuote; pageTexts: PageTexts }>>;
  /** Whether the checkout may sell now: a site taking real payments sells only an uploaded guide. */
  guideOnSale: () => Promise<boolean>;
  /** Who takes the payment: the checkout claims cards, wallets and Stripe's security only for Stripe. */
  paymentProvider: PaymentProviderName;
  contact: (message: Omit<ContactRequest, 'type'>, clientIp: string) => Promise<FormActionResult>;
  /** What a review link can do now: the review page's loader asks before showing the form. */
  reviewLink: (token: string) => Promise<ReviewLink>;
  submitReview: (
    token: string,
    review: ReviewSubmission,
    clientIp: string,
  ) => Promise<FormActionResult>;
  /** "Get a sign-in link" to the buyer's library: the same answer for every address. */
  requestLibraryLink: (email: string, clientIp: string) => Promise<FormActionResult>;
  /** The library page's loader: the orders of the session's address; undefined when signed out. */
  libraryView: (sessionToken: string | undefined) => Promise<LibraryView | undefined>;
}
