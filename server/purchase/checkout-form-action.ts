import type { ServerContext } from '#server/context.ts';
import { rateLimitKey } from '#server/http/client-ip.ts';
import { formActionResult } from '#server/http/form-action-result.ts';
import { createRateLimiter } from '#server/http/rate-limit.ts';
import { rateLimitRules } from '#server/http/rate-limit-rules.ts';
import type { FormActions } from '#shared/contracts/form-actions.ts';
import { startCheckout } from './order-service.ts';

/** The checkout form posted without JavaScript: what POST /api/create-payment does, same limit. */
export function checkoutFormAction(ctx: ServerContext): FormActions['startCheckout'] {
  const limit = createRateLimiter(ctx.db, rateLimitRules.createPayment);
  return (customer, ip) =>
    formActionResult(async () => {
      await limit.consume(rateLimitKey(ip));
      return startCheckout(ctx, customer, ip);
    });
}
