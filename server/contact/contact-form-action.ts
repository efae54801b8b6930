import type { ServerContext } from '#server/context.ts';
import { rateLimitKey } from '#server/http/client-ip.ts';
import { formActionResult } from '#server/http/form-action-result.ts';
import { createRateLimiter } from '#server/http/rate-limit.ts';
import { rateLimitRules } from '#server/http/rate-limit-rules.ts';
import type { FormActions } from '#shared/contracts/form-actions.ts';
import { sendContactMessage } from './contact-service.ts';

/** The contact form posted without JavaScript: what the API's contact message does, same limit. */
export function contactFormAction(ctx: ServerContext): FormActions['contact'] {
  const limit = createRateLimiter(ctx.db, rateLimitRules.contact);
  return (message, ip) =>
    formActionResult(async () => {
      await limit.consume(rateLimitKey(ip));
      await sendContactMessage(ctx, { ...message, ip });
      return {};
    });
}
