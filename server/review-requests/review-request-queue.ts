import type { ServerContext } from '#server/context.ts';
import { inTransaction } from '#server/db/transaction.ts';
import type { Logger } from '#server/logger.ts';
import { enqueueMail } from '#server/mail/outbox-repository.ts';
import { readAutomation } from '#server/mail-automations/automation-settings.ts';
import { insertDueReviewRequests } from './review-request-repository.ts';
import { startPeriodicTask, type PeriodicTask } from '#server/periodic-task.ts';

const dayMs = 86_400_000;

/**
 * How far back, past the wait, an order still gets asked: a new install, or one whose
 * schedule was stopped a while, never mails buyers of long ago.
 */
export const reviewRequestCatchUpDays = 30;

/** Orders queued per transaction: a backlog goes out in several short ones. */
const batchSize = 200;

type QueueContext = Pick<ServerContext, 'db' | 'clock' | 'settings' | 'outbox'>;

/**
 * Queues one review request mail for each order completed `requestAfterDays` (a setting)
 * to that many days plus the catch-up ago, still completed, never asked before and whose
 * buyer did not opt out, while the review-request automation is on. The request row and its mail are written in one transaction, and the
 * row's primary key is the order: a restart or a second instance never asks twice.
 * Answers how many were queued.
 */
export async function queueReviewRequests(ctx: QueueContext): Promise<number> {
  if (!(await readAutomation(ctx.db, 'review-request')).enabled) return 0;
  const now = ctx.clock();
  const afterDays = ctx.settings.current().reviews.requestAfterDays;
  const completedTo = new Date(now.getTime() - afterDays * dayMs);
  const completedFrom = new Date(completedTo.getTime() - reviewRequestCatchUpDays * dayMs);
  let queued = 0;
  for (;;) {
    const batch = await inTransaction(ctx.db, async (tx) => {
      const due = await insertDueReviewRequests(tx, {
        completedFrom,
        completedTo,
        now,
        limit: batchSize,
      });
      for (const { orderId, email } of due) {
        await enqueueMail(tx, {
          kind: 'review-request',
          recipient: email,
          payload: { orderId },
          orderId,
        });
      }
      return due.length;
    });
    queued += batch;
    if (batch < batchSize) break;
  }
  if (queued > 0) ctx.outbox.nudge();
  return queued;
}

/** Queues the due review requests at start and then every `everyMs` (default 15 minutes). */
export function startReviewRequests(
  ctx: QueueContext,
  logger: Logger,
  everyMs = 15 * 60_000,
): PeriodicTask {
  return startPeriodicTask({
    everyMs,
    logger,
    failure: 'queueing review requests failed; it runs again later',
    async pass() {
      const queued = await queueReviewRequests(ctx);
      if (queued > 0) logger.info({ queued }, 'review requests queued');
    },
  });
}
