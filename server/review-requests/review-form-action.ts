import type { ServerContext } from '#server/context.ts';
import { rateLimitKey } from '#server/http/client-ip.ts';
import { formActionResult } from '#server/http/form-action-result.ts';
import { createRateLimiter } from '#server/http/rate-limit.ts';
import { rateLimitRules } from '#server/http/rate-limit-rules.ts';
import type { FormActions } from '#shared/contracts/form-actions.ts';
import { reviewLinkState, submitReview } from './review-submission-service.ts';

/** The review page's form posted without JavaScript: what the API's review call does, same limit. */
export function reviewFormAction(ctx: ServerContext): FormActions['submitReview'] {
  const limit = createRateLimiter(ctx.db, rateLimitRules.review);
  return (token, review, ip) =>
    formActionResult(async () => {
      await limit.consume(rateLimitKey(ip));
      await submitReview(ctx, { token, review });
      return {};
    });
}

/** What the review page shows for a link: the form, or why there is none. */
export function reviewLinkLookup(ctx: ServerContext): FormActions['reviewLink'] {
  return (token) => reviewLinkState(ctx, token);
}
