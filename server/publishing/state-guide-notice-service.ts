import type { AdminActor } from '#server/audit/audit-actor.ts';
import { recordAudit } from '#server/audit/audit-repository.ts';
import type { ServerContext } from '#server/context.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { ServiceError } from '#server/service-error.ts';
import { stateGuideNoticeCopy, entryReviewCopy } from '#content/admin-publishing-refusals.ts';
import {
  countNoticeRecipients,
  findReviewOfEntry,
  insertStateGuideNotices,
  setNotified,
} from './state-guide-notice-repository.ts';

export interface StateGuideNotice {
  /** The state's buyers it would reach now, each address once. */
  recipients: number;
  alreadyNotified: boolean;
}

const refuse = (code: keyof typeof stateGuideNoticeCopy) =>
  new ServiceError('conflict', code, stateGuideNoticeCopy[code]);

type Review = NonNullable<Awaited<ReturnType<typeof findReviewOfEntry>>>;

async function reviewOf(ctx: Pick<ServerContext, 'db'>, entryId: number, reviewId: number) {
  const review = await findReviewOfEntry(ctx.db, entryId, reviewId);
  if (!review) throw new ServiceError('not_found', 'not_found', entryReviewCopy.noSuchReview);
  return review;
}

/** The published guide's state, or why this review's change cannot be told. */
function stateToTell(review: Review): { state: string } | { refusal: ServiceError } {
  if (review.kind !== 'state_guide') return { refusal: refuse('notAStateGuide') };
  if (!review.substantive) return { refusal: refuse('notSubstantive') };
  if (review.status !== 'published' || review.published?.kind !== 'state_guide') {
    return { refusal: refuse('notPublished') };
  }
  return { state: review.published.state };
}

/** Whom the notice of a review would reach, and whether it went. */
export async function stateGuideNotice(
  ctx: Pick<ServerContext, 'db'>,
  entryId: number,
  reviewId: number,
): Promise<StateGuideNotice> {
  const review = await reviewOf(ctx, entryId, reviewId);
  const told = stateToTell(review);
  return {
    recipients: 'state' in told ? await countNoticeRecipients(ctx.db, reviewId, told.state) : 0,
    alreadyNotified: review.notifiedAt !== null,
  };
}

/**
 * Tells a state guide's buyers of a substantive change: one mail per address with a kept
 * order from that state, once per review (automation_sends keyed by the review, the review's
 * `notified_at` claimed in the same transaction as the audit entry), never to an address that
 * asked for no news or is kept out.
 */
export async function sendStateGuideNotice(
  ctx: Pick<ServerContext, 'db' | 'clock' | 'outbox' | 'logger'>,
  actor: AdminActor,
  entryId: number,
  reviewId: number,
): Promise<{ queued: number }> {
  const review = await reviewOf(ctx, entryId, reviewId);
  const told = stateToTell(review);
  if ('refusal' in told) throw told.refusal;
  const queued = await inTransaction(ctx.db, async (tx) => {
    if (!(await setNotified(tx, reviewId, ctx.clock()))) throw refuse('alreadyNotified');
    const count = await insertStateGuideNotices(tx, reviewId, told.state);
    if (count === 0) throw refuse('noRecipients');
    await recordAudit(tx, {
      ...actor,
      action: 'state_guide_notified',
      target: String(entryId),
      targetLabel: review.published?.title ?? '',
      detail: { reviewId, state: told.state, queued: count },
    });
    return count;
  });
  ctx.outbox.nudge();
  ctx.logger.info({ entryId, reviewId, queued }, 'state guide notice queued');
  return { queued };
}
