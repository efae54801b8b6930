import { Hono, type Context } from 'hono';
import { auditActor } from '#server/audit/audit-actor.ts';
import type { ServerContext } from '#server/context.ts';
import { notFound } from '#server/http/http-error.ts';
import { entryReviewCopy } from '#content/admin-publishing-refusals.ts';
import { entryIdParam, entryRoute } from './entry-review-routes.ts';
import { sendStateGuideNotice, stateGuideNotice } from './state-guide-notice-service.ts';

const path = entryRoute('/reviews/:reviewId/notice');

function reviewIdParam(c: Context): number {
  const reviewId = c.req.param('reviewId') ?? '';
  if (!/^[1-9]\d{0,8}$/.test(reviewId)) throw notFound(entryReviewCopy.noSuchReview);
  return Number(reviewId);
}

/** Whom a state guide's change would be told to: every publisher may look. */
export function stateGuideNoticeReadRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();
  routes.get(path, async (c) =>
    c.json(await stateGuideNotice(ctx, entryIdParam(c), reviewIdParam(c))),
  );
  return routes;
}

/** Telling the buyers mails customers: features.ts mounts this for owners alone. */
export function stateGuideNoticeSendRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();
  routes.post(path, async (c) => {
    const entryId = entryIdParam(c);
    const reviewId = reviewIdParam(c);
    return c.json(await sendStateGuideNotice(ctx, auditActor(c), entryId, reviewId), 202);
  });
  return routes;
}
