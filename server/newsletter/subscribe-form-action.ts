import type { ServerContext } from '#server/context.ts';
import { rateLimitKey } from '#server/http/client-ip.ts';
import { formActionResult } from '#server/http/form-action-result.ts';
import { createRateLimiter } from '#server/http/rate-limit.ts';
import { rateLimitRules } from '#server/http/rate-limit-rules.ts';
import type { FormActions } from '#shared/contracts/form-actions.ts';
import { subscribe } from './newsletter-service.ts';

/** The newsletter form posted without JavaScript: what the API's sign-up does, same limit. */
export function subscribeFormAction(ctx: ServerContext): FormActions['subscribe'] {
  const limit = createRateLimiter(ctx.db, rateLimitRules.subscription);
  return (email, ip, wish) =>
    formActionResult(async () => {
      await limit.consume(rateLimitKey(ip));
      await subscribe(ctx, { email, ip, ...wish });
      return {};
    });
}
