import type { ServerContext } from '#server/context.ts';
import { inTransaction } from '#server/db/transaction.ts';
import type { Logger } from '#server/logger.ts';
import { insertWeeklyReports } from './weekly-report-repository.ts';
import { reportWeekStart } from './weekly-report-week.ts';

type QueueContext = Pick<ServerContext, 'db' | 'clock' | 'outbox'>;

/**
 * On Mondays from 07:00 UTC, queues last week's report to each owner who has it on, once per
 * owner and week (automation_sends); any other time it does nothing. Answers how many.
 */
export async function queueWeeklyReports(ctx: QueueContext): Promise<number> {
  const weekStart = reportWeekStart(ctx.clock());
  if (!weekStart) return 0;
  const queued = await inTransaction(ctx.db, (tx) => insertWeeklyReports(tx, weekStart));
  if (queued > 0) ctx.outbox.nudge();
  return queued;
}

export interface WeeklyReportSchedule {
  /** Stops the schedule and waits for a run under way. */
  stop(): Promise<void>;
}

/** Runs `queueWeeklyReports` at start and then every `everyMs` (default an hour). */
export function startWeeklyReports(
  ctx: QueueContext,
  logger: Logger,
  everyMs = 60 * 60_000,
): WeeklyReportSchedule {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();

  function run(): void {
    running = running.then(async () => {
      if (stopped) return;
      try {
        const queued = await queueWeeklyReports(ctx);
        if (queued > 0) logger.info({ queued }, 'weekly reports queued');
      } catch (error) {
        logger.error({ err: error }, 'queueing weekly reports failed; it runs again in an hour');
      }
    });
  }

  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
