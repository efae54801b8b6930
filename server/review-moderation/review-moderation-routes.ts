import { Hono, type Context } from 'hono';
import { auditActor } from '#server/audit/audit-actor.ts';
import type { ServerContext } from '#server/context.ts';
import { notFound } from '#server/http/http-error.ts';
import { parseJsonBody } from '#server/http/parse-body.ts';
import { parseQuery } from '#server/http/parse-query.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { reviewReplySchema, reviewsQuerySchema } from '#shared/contracts/admin-reviews.ts';
import { listReviews, moderateReview, replyToReview } from './review-moderation-service.ts';
import { storedIdParam } from '#server/http/stored-id.ts';

const reviews = adminApi.reviews.slice(adminApi.prefix.length);
const reviewId = (c: Context) => storedIdParam(c, notFound('There is no such review.'));

/** The back office's Reviews card: the buyers' reviews, approving, hiding and replying. */
export function reviewModerationRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();

  routes.get(reviews, async (c) =>
    c.json(await listReviews(ctx, parseQuery(c, reviewsQuerySchema))),
  );

  routes.post(`${reviews}/:id/approve`, async (c) =>
    c.json(await moderateReview(ctx, auditActor(c), reviewId(c), 'approved')),
  );

  routes.post(`${reviews}/:id/hide`, async (c) =>
    c.json(await moderateReview(ctx, auditActor(c), reviewId(c), 'hidden')),
  );

  routes.put(`${reviews}/:id/reply`, async (c) => {
    const id = reviewId(c);
    const { reply } = await parseJsonBody(c, reviewReplySchema);
    return c.json(await replyToReview(ctx, auditActor(c), id, reply));
  });

  routes.delete(`${reviews}/:id/reply`, async (c) =>
    c.json(await replyToReview(ctx, auditActor(c), reviewId(c), null)),
  );

  return routes;
}
