import type { MiddlewareHandler } from 'hono';
import { sendContactMessage } from '#server/contact/contact-service.ts';
import type { ServerContext } from '#server/context.ts';
import { rateLimitKey } from '#server/http/client-ip.ts';
import { bodyWithin } from '#server/http/body-limit.ts';
import { errorResponse, httpErrorOf } from '#server/http/error-handler.ts';
import { HttpError, payloadTooLarge } from '#server/http/http-error.ts';
import { createRateLimiter } from '#server/http/rate-limit.ts';
import { messageLimits } from '#server/thank-you-email/thank-you-email-routes.ts';
import { subscribe } from '#server/newsletter/newsletter-service.ts';
import { startCheckout } from '#server/purchase/order-service.ts';
import { ServiceError } from '#server/service-error.ts';
import { createPaymentLimit } from '#server/purchase/purchase-routes.ts';
import type { FormActionResult, FormActions } from '#shared/contracts/form-actions.ts';

/** A refusal meant for the visitor (a rate limit, a provider outage) becomes the form's notice. */
async function attempt<Done extends object>(
  run: () => Promise<Done>,
): Promise<FormActionResult<Done>> {
  try {
    return { ok: true, ...(await run()) };
  } catch (caught) {
    const error = caught instanceof ServiceError ? httpErrorOf(caught) : caught;
    if (!(error instanceof HttpError)) throw error;
    return { ok: false, status: error.status, message: error.message };
  }
}

/**
 * The services the pages' forms reach when posted without JavaScript (React Router
 * actions get them through the load context): the same services, rate limits and
 * mail wake-up as the JSON routes, which the same forms call when scripts run.
 */
export function createFormActions(ctx: ServerContext): FormActions {
  const limits = {
    checkout: createRateLimiter(ctx.db, createPaymentLimit),
    subscription: createRateLimiter(ctx.db, messageLimits.subscription),
    contact: createRateLimiter(ctx.db, messageLimits.contact),
  };
  return {
    startCheckout: (customer, ip) =>
      attempt(async () => {
        await limits.checkout.consume(rateLimitKey(ip));
        return startCheckout(ctx, customer);
      }),
    subscribe: (email, ip) =>
      attempt(async () => {
        await limits.subscription.consume(rateLimitKey(ip));
        await subscribe(ctx, { email, ip });
        return {};
      }),
    contact: (message, ip) =>
      attempt(async () => {
        await limits.contact.consume(rateLimitKey(ip));
        await sendContactMessage(ctx, { ...message, ip });
        return {};
      }),
  };
}

/** Pages take form posts only as large as the API takes JSON bodies. */
export function formPostLimit(maxBytes: number): MiddlewareHandler {
  const tooLarge = payloadTooLarge(`A form post must be at most ${maxBytes} bytes.`);
  return bodyWithin(maxBytes, (c) => errorResponse(c, tooLarge));
}
