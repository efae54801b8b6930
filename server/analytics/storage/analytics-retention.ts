import type { Database } from '#server/db/database.ts';
import type { Logger } from '#server/logger.ts';
import {
  analyzeRawTables,
  deleteRawRowsBefore,
  rawTables,
  type RawTable,
} from './analytics-retention-repository.ts';

const dayMs = 86_400_000;

/** The moment before which raw rows are deleted. */
export function retentionCutoff(now: Date, retentionDays: number): Date {
  return new Date(now.getTime() - retentionDays * dayMs);
}

/**
 * Deletes the raw rows dated before `cutoff`, `batchSize` rows per statement so no
 * statement holds its locks long or runs into the statement timeout; answers how many
 * went from each table. `keepGoing` is asked between statements, so a shutdown need not
 * wait for a large first prune.
 */
export async function pruneRawAnalytics(
  db: Database,
  cutoff: Date,
  {
    batchSize = 5_000,
    keepGoing = () => true,
  }: { batchSize?: number; keepGoing?: () => boolean } = {},
): Promise<Record<RawTable, number>> {
  const deleted: Record<RawTable, number> = {
    analytics_page_views: 0,
    analytics_events: 0,
    analytics_sessions: 0,
  };
  for (const table of rawTables) {
    for (;;) {
      if (!keepGoing()) return deleted;
      const count = await deleteRawRowsBefore(db, table, cutoff, batchSize);
      deleted[table] += count;
      if (count < batchSize) break;
    }
  }
  return deleted;
}

export interface AnalyticsRetention {
  /** Stops the schedule, and a prune under way after its current statement. */
  stop(): Promise<void>;
}

export interface AnalyticsRetentionOptions {
  db: Database;
  logger: Logger;
  retentionDays: number;
  clock: () => Date;
  /** Default every 6 hours; the first prune runs at start. */
  everyMs?: number;
}

/** Prunes the raw analytics rows at start and then every `everyMs`, in the background. */
export function startAnalyticsRetention(options: AnalyticsRetentionOptions): AnalyticsRetention {
  const { db, logger, retentionDays, clock } = options;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();

  function prune(): void {
    running = running.then(async () => {
      if (stopped) return;
      const cutoff = retentionCutoff(clock(), retentionDays);
      try {
        const deleted = await pruneRawAnalytics(db, cutoff, { keepGoing: () => !stopped });
        if (Object.values(deleted).some((count) => count > 0)) {
          logger.info({ cutoff, deleted }, 'old raw analytics deleted');
        }
        await analyzeRawTables(db);
      } catch (error) {
        logger.error({ err: error }, 'analytics retention failed; it runs again later');
      }
    });
  }

  prune();
  const timer = setInterval(prune, options.everyMs ?? 6 * 3_600_000);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
