import type { ServerContext } from '#server/context.ts';
import type { Logger } from '#server/logger.ts';
import { startPeriodicTask, type PeriodicTask } from '#server/periodic-task.ts';
import type { TimeZoneSource } from '#server/site-settings/site-settings.ts';
import { dayIn, hourIn } from '#shared/time-zone.ts';
import { failAbandonedRuns, readBackupSchedule, slotTaken } from './backup-runs-repository.ts';
import type { BackupRun } from './backup-runs-repository.ts';

type ScheduleContext = Pick<ServerContext, 'db' | 'clock' | 'backups'> & {
  settings: TimeZoneSource;
};

/** A backup still running after this long was left by an instance that stopped mid-way. */
export const abandonedBackupMs = 2 * 60 * 60_000;

export const abandonedBackupError = 'The server stopped before this backup was finished.';

/**
 * One pass of the schedule, on every instance: marks backups abandoned by a stopped instance
 * failed, then, once the seller's day has reached the schedule's hour and the day has no
 * scheduled backup yet, claims it (one instance of many gets it) and starts it. Answers the
 * run started, if any.
 */
export async function scheduledBackupPass(ctx: ScheduleContext): Promise<BackupRun | null> {
  const now = ctx.clock();
  await failAbandonedRuns(
    ctx.db,
    new Date(now.getTime() - abandonedBackupMs),
    now,
    abandonedBackupError,
  );
  const schedule = await readBackupSchedule(ctx.db);
  if (!schedule.enabled) return null;
  const { timeZone } = ctx.settings.current();
  if (hourIn(now, timeZone) < schedule.hour) return null;
  const slot = dayIn(now, timeZone);
  if (await slotTaken(ctx.db, slot)) return null;
  return ctx.backups.startScheduled(slot);
}

/** Runs `scheduledBackupPass` at start and then every `everyMs` (default a minute). */
export function startBackupSchedule(
  ctx: ScheduleContext,
  logger: Logger,
  everyMs = 60_000,
): PeriodicTask {
  const task = startPeriodicTask({
    everyMs,
    logger,
    failure: 'the backup schedule failed; it runs again in a minute',
    async pass() {
      const run = await scheduledBackupPass(ctx);
      if (run) logger.info({ runId: run.id, slot: run.slot }, 'scheduled backup started');
    },
  });
  return {
    async stop() {
      await task.stop();
      // The backup under way finishes (or fails) before the database closes.
      await ctx.backups.idle();
    },
  };
}
