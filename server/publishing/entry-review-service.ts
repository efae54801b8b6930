import type { AdminActor } from '#server/audit/audit-actor.ts';
import { recordAudit } from '#server/audit/audit-repository.ts';
import type { ServerContext } from '#server/context.ts';
import { announceContentChange } from '#server/db/content-changes.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { ServiceError } from '#server/service-error.ts';
import { staleSaveMessage, type markReviewedSchema } from '#shared/contracts/publishing.ts';
import { entryReviewCopy } from '#content/admin-publishing-refusals.ts';
import type { z } from 'zod';
import {
  findEntryToReview,
  insertReview,
  insertReviewedRevision,
  setReviewed,
} from './entry-review-repository.ts';

export type MarkReviewed = z.infer<typeof markReviewedSchema>;

export interface ReviewMarked {
  review: { id: number; reviewedOn: string; substantive: boolean };
  version: number;
}

export const noSuchEntry = () =>
  new ServiceError('not_found', 'not_found', entryReviewCopy.noSuchEntry);
const stale = () => new ServiceError('conflict', 'conflict', staleSaveMessage);

/**
 * Marks a post or state guide reviewed by its working copy's reviewer: the dates the page
 * shows move (the updated date too for a substantive change), a review row is kept (a
 * substantive review of a state guide may then be told to its buyers) and a revision written.
 */
export async function markReviewed(
  ctx: Pick<ServerContext, 'db' | 'clock' | 'published'>,
  actor: AdminActor,
  entryId: number,
  request: MarkReviewed,
): Promise<ReviewMarked> {
  const now = ctx.clock();
  const marked = await inTransaction(ctx.db, async (tx) => {
    const entry = await findEntryToReview(tx, entryId);
    if (!entry) throw noSuchEntry();
    if (entry.draft.kind === 'page') {
      throw new ServiceError('conflict', 'not_reviewable', entryReviewCopy.notReviewable);
    }
    const reviewerId = entry.draft.reviewerId;
    const updated = await setReviewed(tx, {
      entryId,
      version: request.version,
      reviewedOn: request.reviewedOn,
      substantive: request.substantive,
      now,
      savedBy: actor.actorId,
    });
    if (!updated) throw stale();
    const reviewId = await insertReview(tx, {
      entryId,
      reviewedOn: request.reviewedOn,
      reviewerId,
      substantive: request.substantive,
      note: request.note,
      createdAt: now,
      createdBy: actor.actorId,
    });
    await insertReviewedRevision(tx, {
      entryId,
      content: updated.draft,
      savedAt: now,
      savedBy: actor.actorId,
    });
    await recordAudit(tx, {
      ...actor,
      action: 'entry_reviewed',
      target: String(entryId),
      targetLabel: entry.draft.title,
      detail: { reviewId, reviewedOn: request.reviewedOn, substantive: request.substantive },
    });
    await announceContentChange(tx, 'publishing');
    return {
      review: { id: reviewId, reviewedOn: request.reviewedOn, substantive: request.substantive },
      version: updated.version,
    };
  });
  await ctx.published.reload();
  return marked;
}
