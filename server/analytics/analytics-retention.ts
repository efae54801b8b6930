import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '#server/db/database.ts';
import type { Logger } from '#server/logger.ts';

/**
 * The raw tables and the time each row is dated by. The rollups, visitors and conversions
 * are not here: the dashboard's figures for old days come from them and stay.
 */
const rawTables = [
  { table: 'analytics_page_views', key: 'id', dated: 'created_at' },
  { table: 'analytics_events', key: 'id', dated: 'created_at' },
  { table: 'analytics_sessions', key: 'id', dated: 'started_at' },
] as const;

export type RawTable = (typeof rawTables)[number]['table'];

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
  for (const { table, key, dated } of rawTables) {
    for (;;) {
      if (!keepGoing()) return deleted;
      const [row] = await selectRows<{ n: number }>(
        db,
        sql`with gone as (
          delete from ${sql.identifier(table)} where ${sql.identifier(key)} in (
            select ${sql.identifier(key)} from ${sql.identifier(table)}
            where ${sql.identifier(dated)} < ${cutoff.toISOString()}::timestamptz
            limit ${batchSize}
          ) returning 1
        ) select count(*)::int as n from gone`,
      );
      const count = row?.n ?? 0;
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
        // Fresh statistics for the dashboard's plans: PGlite has no autovacuum to keep them,
        // and without them it counts active sessions with a full scan.
        await db.execute(sql`analyze analytics_sessions, analytics_page_views`);
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
