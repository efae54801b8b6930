import { Hono } from 'hono';
import type { ServerContext } from '#server/context.ts';
import { parseJsonBody } from '#server/http/parse-body.ts';
import { rateLimit } from '#server/http/rate-limit.ts';
import { rateLimitRules } from '#server/http/rate-limit-rules.ts';
import { reviewRequestSchema } from '#shared/contracts/reviews.ts';
import { submitReview } from './review-submission-service.ts';

/**
 * `POST /reviews/:token` (under /api): the review form's JSON call, for the page with
 * scripts and for script clients. 400 per field, 404 for a link unknown or expired, 409 for
 * one already used.
 */
export function reviewRoutes(ctx: ServerContext): Hono {
  const limit = rateLimit(ctx.db, rateLimitRules.review);
  const routes = new Hono();
  routes.post('/reviews/:token', async (c) => {
    const review = await parseJsonBody(c, reviewRequestSchema);
    // Only valid requests count: a typo in the form must not use up the buyer's attempts.
    await limit(c, () => Promise.resolve());
    await submitReview(ctx, { token: c.req.param('token'), review });
    return c.json({ ok: true });
  });
  return routes;
}
