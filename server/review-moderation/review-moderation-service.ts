import type { AdminActor } from '#server/audit/audit-actor.ts';
import type { AuditAction } from '#shared/contracts/admin.ts';
import {
  reviewCount,
  type AdminReview,
  type ReviewsQuery,
  type ReviewsResponse,
  type ReviewStatus,
} from '#shared/contracts/admin-reviews.ts';
import type { Database } from '#server/db/database.ts';
import { ServiceError } from '#server/service-error.ts';
import { publishChange, type ModerationContext } from './publish-change.ts';
import {
  findModeratedReview,
  reviewCounts,
  reviewsPage,
  setReviewReply,
  setReviewStatus,
  type ModeratedReviewRow,
} from './review-moderation-repository.ts';

const reviewsPageSize = 25;

const iso = (date: Date | null) => date?.toISOString() ?? null;

function adminReview(row: ModeratedReviewRow): AdminReview {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    moderatedAt: iso(row.moderatedAt),
    repliedAt: iso(row.repliedAt),
  };
}

const noSuchReview = () => new ServiceError('not_found', 'not_found', 'There is no such review.');

/**
 * The buyers' reviews of one status (all, or only the marked ones), newest first, each status's
 * counts, and the samples' state.
 */
export async function listReviews(
  ctx: Pick<ModerationContext, 'db' | 'socialProof'>,
  query: ReviewsQuery,
): Promise<ReviewsResponse> {
  const [{ counts, markedCounts }, rows] = await Promise.all([
    reviewCounts(ctx.db),
    reviewsPage(ctx.db, {
      status: query.status,
      claims: query.claims,
      offset: (query.page - 1) * reviewsPageSize,
      limit: reviewsPageSize,
    }),
  ]);
  return {
    rows: rows.map(adminReview),
    total: reviewCount(query.claims === 'marked' ? markedCounts : counts, query.status),
    page: query.page,
    pageSize: reviewsPageSize,
    counts,
    markedCounts,
    samplesShown: ctx.socialProof.current().samples,
  };
}

/** The review as it is after a change: an unknown one is a 404. */
async function reviewNow(tx: Database, id: number): Promise<AdminReview> {
  const row = await findModeratedReview(tx, id);
  if (!row) throw noSuchReview();
  return adminReview(row);
}

/** A review as the audit log names it: its author's name and address, as support finds them. */
const reviewLabel = (review: AdminReview) => `${review.displayName} <${review.email}>`;

const moderationActions: Record<Exclude<ReviewStatus, 'pending'>, AuditAction> = {
  approved: 'review_approved',
  hidden: 'review_hidden',
};

/**
 * Approves a review (the site shows it, as a verified purchase) or hides it. A review that
 * already has that status is left as it is, with no audit entry.
 */
export async function moderateReview(
  ctx: ModerationContext,
  actor: AdminActor,
  id: number,
  status: Exclude<ReviewStatus, 'pending'>,
): Promise<AdminReview> {
  return publishChange(ctx, async (tx) => {
    const changed = await setReviewStatus(tx, id, { status, by: actor.actorId, now: ctx.clock() });
    const result = await reviewNow(tx, id);
    const audit = changed
      ? {
          ...actor,
          action: moderationActions[status],
          target: String(id),
          targetLabel: reviewLabel(result),
        }
      : undefined;
    return { result, audit };
  });
}

/** Sets the seller's public reply under a review, or removes it (null). */
export async function replyToReview(
  ctx: ModerationContext,
  actor: AdminActor,
  id: number,
  reply: string | null,
): Promise<AdminReview> {
  return publishChange(ctx, async (tx) => {
    const found = await setReviewReply(
      tx,
      id,
      reply === null ? null : { text: reply, now: ctx.clock() },
    );
    if (!found) throw noSuchReview();
    const action: AuditAction = reply === null ? 'review_reply_removed' : 'review_replied';
    const result = await reviewNow(tx, id);
    return {
      result,
      audit: {
        ...actor,
        action,
        target: String(id),
        targetLabel: reviewLabel(result),
        detail: { reply },
      },
    };
  });
}
