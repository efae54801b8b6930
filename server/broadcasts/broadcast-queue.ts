import { startPeriodicTask, type PeriodicTask } from '#server/periodic-task.ts';
import type { ServerContext } from '#server/context.ts';
import { inTransaction } from '#server/db/transaction.ts';
import type { Logger } from '#server/logger.ts';
import { announceArchiveChange } from './broadcast-archive.ts';
import {
  advanceQueue,
  broadcastsBeingQueued,
  finishSentBroadcasts,
  lockForQueueing,
  queueNextBatch,
  startDueBroadcasts,
} from './broadcast-queue-repository.ts';

type QueueContext = Pick<ServerContext, 'db' | 'clock' | 'outbox' | 'newsletterArchive'>;

/**
 * Addresses queued per transaction: each batch is two statements and a short lock on the
 * broadcast's row, and Node holds none of the addresses, so memory stays flat whatever the size.
 */
export const broadcastBatchSize = 2000;

/**
 * Queues the next batch of one broadcast's audience, after its cursor, and moves the cursor
 * in the same transaction: a crash between batches goes on after the last one committed, and
 * an instance that waited for the row's lock reads the cursor this one moved. Answers how many
 * were queued, or undefined when the broadcast had nothing left to queue.
 */
export async function queueBroadcastBatch(
  ctx: QueueContext,
  id: number,
  size = broadcastBatchSize,
): Promise<number | undefined> {
  const queued = await inTransaction(ctx.db, async (tx) => {
    const broadcast = await lockForQueueing(tx, id);
    if (!broadcast) return undefined;
    const batch = await queueNextBatch(tx, broadcast, size);
    await advanceQueue(tx, id, {
      last: batch.last,
      queued: batch.queued,
      done: batch.addresses < size,
      now: ctx.clock(),
    });
    return batch.queued;
  });
  if (queued) ctx.outbox.nudge();
  return queued;
}

/** Queues every batch of one broadcast, unless told to stop between two. */
async function queueWholeAudience(
  ctx: QueueContext,
  id: number,
  keepGoing: () => boolean,
): Promise<number> {
  let total = 0;
  while (keepGoing()) {
    const queued = await queueBroadcastBatch(ctx, id);
    if (queued === undefined) break;
    total += queued;
  }
  return total;
}

/**
 * One pass of the scheduler: starts the broadcasts whose time has come, queues the audience
 * of every one being sent, and marks sent those whose mail has all left the outbox (telling
 * the archive when one it shows is done). Answers what it did.
 */
export async function runBroadcasts(
  ctx: QueueContext,
  keepGoing: () => boolean = () => true,
): Promise<{ started: number[]; queued: number; finished: number[] }> {
  const started = await startDueBroadcasts(ctx.db, ctx.clock());
  let queued = 0;
  for (const id of await broadcastsBeingQueued(ctx.db)) {
    queued += await queueWholeAudience(ctx, id, keepGoing);
  }
  const finished = await inTransaction(ctx.db, async (tx) => {
    const rows = await finishSentBroadcasts(tx, ctx.clock());
    for (const row of rows) if (row.archived) await announceArchiveChange(tx, row);
    return rows;
  });
  if (finished.some((row) => row.archived)) await ctx.newsletterArchive.reload();
  return { started, queued, finished: finished.map((row) => row.id) };
}

/** Runs the scheduler at start and then every `everyMs` (default 5 s). */
export function startBroadcasts(ctx: QueueContext, logger: Logger, everyMs = 5000): PeriodicTask {
  return startPeriodicTask({
    everyMs,
    logger,
    failure: 'running broadcasts failed; it runs again later',
    async pass(keepGoing) {
      const { started, queued, finished } = await runBroadcasts(ctx, keepGoing);
      if (started.length > 0 || queued > 0 || finished.length > 0) {
        logger.info({ started, queued, finished }, 'broadcasts: started, queued, finished');
      }
    },
  });
}
