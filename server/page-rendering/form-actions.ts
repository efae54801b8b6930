import type { MiddlewareHandler } from 'hono';
import { contactFormAction } from '#server/contact/contact-form-action.ts';
import type { ServerContext } from '#server/context.ts';
import { checkoutDiscountLookup } from '#server/discount-codes/checkout-discount.ts';
import { bodyWithin } from '#server/http/body-limit.ts';
import { isGuideOnSale } from '#server/guide-files/guide-sale.ts';
import { errorResponse } from '#server/http/error-handler.ts';
import { payloadTooLarge } from '#server/http/http-error.ts';
import { librarySignInFormAction, libraryViewLookup } from '#server/library/library-form-action.ts';
import { subscribeFormAction } from '#server/newsletter/subscribe-form-action.ts';
import { checkoutFormAction } from '#server/purchase/checkout-form-action.ts';
import { reviewFormAction, reviewLinkLookup } from '#server/review-requests/review-form-action.ts';
import type { FormActions } from '#shared/contracts/form-actions.ts';

/**
 * The services the pages' forms reach when posted without JavaScript (React Router
 * actions get them through the load context), each kept with its feature: the same
 * services, rate limits and mail wake-up as the JSON routes, which the same forms call
 * when scripts run.
 */
export function createFormActions(ctx: ServerContext): FormActions {
  return {
    startCheckout: checkoutFormAction(ctx),
    subscribe: subscribeFormAction(ctx),
    contact: contactFormAction(ctx),
    guideOnSale: () => isGuideOnSale(ctx),
    paymentProvider: ctx.payments.name,
    quoteDiscount: checkoutDiscountLookup(ctx),
    reviewLink: reviewLinkLookup(ctx),
    submitReview: reviewFormAction(ctx),
    requestLibraryLink: librarySignInFormAction(ctx),
    libraryView: libraryViewLookup(ctx),
  };
}

/** Pages take form posts only as large as the API takes JSON bodies. */
export function formPostLimit(maxBytes: number): MiddlewareHandler {
  const tooLarge = payloadTooLarge(`A form post must be at most ${maxBytes} bytes.`);
  return bodyWithin(maxBytes, (c) => errorResponse(c, tooLarge));
}
