import type { ServerContext } from '#server/context.ts';
import { inTransaction } from '#server/db/transaction.ts';
import type { Logger } from '#server/logger.ts';
import { insertWeeklyReports } from './weekly-report-repository.ts';
import { reportWeekStart } from './weekly-report-week.ts';
import { startPeriodicTask, type PeriodicTask } from '#server/periodic-task.ts';
import type { TimeZoneSource } from '#server/site-settings/site-settings.ts';

type QueueContext = Pick<ServerContext, 'db' | 'clock' | 'outbox'> & { settings: TimeZoneSource };

/**
 * On Mondays from 07:00 in the seller's zone, queues last week's report to each owner who has it on, once per
 * owner and week (automation_sends); any other time it does nothing. Answers how many.
 */
export async function queueWeeklyReports(ctx: QueueContext): Promise<number> {
  const { timeZone } = ctx.settings.current();
  const weekStart = reportWeekStart(ctx.clock(), timeZone);
  if (!weekStart) return 0;
  const queued = await inTransaction(ctx.db, (tx) => insertWeeklyReports(tx, weekStart, timeZone));
  if (queued > 0) ctx.outbox.nudge();
  return queued;
}

/** Runs `queueWeeklyReports` at start and then every `everyMs` (default an hour). */
export function startWeeklyReports(
  ctx: QueueContext,
  logger: Logger,
  everyMs = 60 * 60_000,
): PeriodicTask {
  return startPeriodicTask({
    everyMs,
    logger,
    failure: 'queueing weekly reports failed; it runs again in an hour',
    async pass() {
      const queued = await queueWeeklyReports(ctx);
      if (queued > 0) logger.info({ queued }, 'weekly reports queued');
    },
  });
}
