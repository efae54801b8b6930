import type { ServerContext } from '#server/context.ts';
import type { Logger } from '#server/logger.ts';
import { startPeriodicTask } from '#server/periodic-task.ts';
import {
  recordHeartbeat,
  removeHeartbeat,
  removeHeartbeatsUnseenSince,
  type InstanceHeartbeat,
} from './instance-heartbeats-repository.ts';

/** How often each instance reports itself. */
export const heartbeatEveryMs = 15_000;

/** An instance that stopped without removing its row is forgotten after a day. */
const forgottenAfterMs = 24 * 60 * 60_000;

type HeartbeatContext = Pick<ServerContext, 'db' | 'clock' | 'instance' | 'pdf'>;

/** This process as its heartbeat row holds it, measured now. */
export function currentHeartbeat(ctx: HeartbeatContext): InstanceHeartbeat {
  const { id, ...instance } = ctx.instance;
  return {
    instanceId: id,
    ...instance,
    seenAt: ctx.clock(),
    pdfWorkerRestarts: ctx.pdf.restarts(),
    rssBytes: process.memoryUsage.rss(),
  };
}

export interface InstanceHeartbeatTask {
  /** Stops beating and removes this instance's row: a clean stop is not an instance gone silent. */
  stop(): Promise<void>;
}

/**
 * Every instance writes its row every 15 s, so the System section lists the instances
 * running and the ones that went silent; each pass also removes rows unseen for a day.
 */
export function startInstanceHeartbeat(
  ctx: HeartbeatContext,
  logger: Logger,
  everyMs = heartbeatEveryMs,
): InstanceHeartbeatTask {
  const task = startPeriodicTask({
    everyMs,
    logger,
    failure: 'the instance heartbeat failed; it beats again in 15 s',
    async pass() {
      const beat = currentHeartbeat(ctx);
      await recordHeartbeat(ctx.db, beat);
      await removeHeartbeatsUnseenSince(ctx.db, new Date(beat.seenAt.getTime() - forgottenAfterMs));
    },
  });
  return {
    async stop() {
      await task.stop();
      // A database that is down must not make the stop fail: the row then reads as not
      // reporting, and goes after a day.
      await removeHeartbeat(ctx.db, ctx.instance.id).catch((error: unknown) =>
        logger.warn({ err: error }, 'the instance heartbeat could not remove its row'),
      );
    },
  };
}
