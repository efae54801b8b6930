import { tokenHash } from '#server/auth/secret-token.ts';
import type { ServerContext } from '#server/context.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { ServiceError } from '#server/service-error.ts';
import type { ReviewLink, ReviewSubmission } from '#shared/contracts/reviews.ts';
import { storePendingReview } from '#server/review-moderation/pending-review.ts';
import { reviewLinksValidAfter, suggestedDisplayName } from './review-links.ts';
import {
  findOptOutLinkAddress,
  findReviewRequest,
  insertReviewOptOut,
  useReviewLink,
} from './review-request-repository.ts';

type ReviewContext = Pick<ServerContext, 'db' | 'clock'>;

/** What a review link can do now; a refunded order's link is as good as unknown. */
export async function reviewLinkState(ctx: ReviewContext, token: string): Promise<ReviewLink> {
  const request = await findReviewRequest(ctx.db, tokenHash(token));
  if (!request || request.orderStatus !== 'completed') return { state: 'unknown' };
  if (request.usedAt) return { state: 'used' };
  if (request.createdAt <= reviewLinksValidAfter(ctx.clock())) return { state: 'expired' };
  return { state: 'open', suggestedName: suggestedDisplayName(request.customerName) };
}

function refusal(state: Exclude<ReviewLink['state'], 'open'>): ServiceError {
  if (state === 'used')
    return new ServiceError(
      'conflict',
      'review_link_used',
      'This review link has already been used.',
    );
  if (state === 'expired')
    return new ServiceError('not_found', 'review_link_expired', 'This review link has expired.');
  return new ServiceError('not_found', 'review_link_unknown', 'This review link is not valid.');
}

/**
 * Stores a buyer's review as pending, with the moment they consented, and marks the link used
 * in the same transaction. The link's conditional update decides: of two submissions at once
 * one stores its review, the other is refused as a used link and stores nothing.
 */
export async function submitReview(
  ctx: ReviewContext,
  input: { token: string; review: ReviewSubmission },
): Promise<{ id: number }> {
  const hash = tokenHash(input.token);
  const now = ctx.clock();
  const stored = await inTransaction(ctx.db, async (tx) => {
    const orderId = await useReviewLink(tx, {
      tokenHash: hash,
      now,
      createdAfter: reviewLinksValidAfter(now),
    });
    if (!orderId) return undefined;
    return storePendingReview(tx, {
      orderId,
      rating: input.review.rating,
      body: input.review.body,
      displayName: input.review.name,
      consentedAt: now,
    });
  });
  if (stored) return stored;
  const link = await reviewLinkState(ctx, input.token);
  // 'open' here means the order changed under the submission: refuse it like any bad link.
  throw refusal(link.state === 'open' ? 'unknown' : link.state);
}

/**
 * The stop link of a review request mail: the address of the link's order gets no more
 * review requests. Works whether or not the review was written.
 */
export async function stopReviewRequests(
  ctx: Pick<ServerContext, 'db'>,
  token: string,
): Promise<'stopped' | 'unknown'> {
  const email = await findOptOutLinkAddress(ctx.db, tokenHash(token));
  if (email === undefined) return 'unknown';
  await insertReviewOptOut(ctx.db, email);
  return 'stopped';
}

/** Whether a stop link names a request, for the page that asks before stopping. */
export async function knownOptOutLink(
  ctx: Pick<ServerContext, 'db'>,
  token: string,
): Promise<boolean> {
  return (await findOptOutLinkAddress(ctx.db, tokenHash(token))) !== undefined;
}
