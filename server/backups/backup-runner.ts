import type { Config } from '#server/config/env.ts';
import type { Database } from '#server/db/database.ts';
import type { Logger } from '#server/logger.ts';
import { backupFolder, backupFileName } from './backup-files.ts';
import { backupRemote } from './backup-remote.ts';
import { claimScheduledRun, insertBackupRun, type BackupRun } from './backup-runs-repository.ts';
import { makeBackup, type BackupWriter } from './backup-service.ts';

/** This instance's backups: one at a time, made in the background of what asked for them. */
export interface BackupRunner {
  /** The folder this instance writes them to. */
  folder: string;
  /** The bucket and prefix copies go to; null when only the folder is used. */
  remote: { bucket: string; prefix: string } | null;
  /** Starts a backup now; answers its run (running), or null while one is under way here. */
  startNow(): Promise<BackupRun | null>;
  /**
   * Claims the scheduled backup of the seller's day `slot` and starts it; null when another
   * instance (or this one) already has the slot, or a backup is under way here.
   */
  startScheduled(slot: string): Promise<BackupRun | null>;
  /** Waits for the backup under way, if any: tests, and a shutdown before the database closes. */
  idle(): Promise<void>;
}

export interface BackupRunnerParts {
  config: Pick<Config, 'dataDir' | 'backupStorage'>;
  db: Database;
  logger: Logger;
  clock: () => Date;
  /** This process, as the runs record it. */
  instance: { id: string };
  write: BackupWriter;
}

export function createBackupRunner(parts: BackupRunnerParts): BackupRunner {
  const { config, db, clock, instance } = parts;
  const remote = config.backupStorage ? backupRemote(config.backupStorage) : null;
  const deps = {
    db,
    logger: parts.logger,
    clock,
    dataDir: config.dataDir,
    write: parts.write,
    remote,
  };
  // One backup at a time on this instance: set from before the claim, so two requests at
  // once cannot both start one.
  let busy = false;
  let current: Promise<unknown> = Promise.resolve();

  async function start(
    claim: (run: {
      instanceId: string;
      startedAt: Date;
      fileName: string;
    }) => Promise<BackupRun | null>,
  ): Promise<BackupRun | null> {
    if (busy) return null;
    busy = true;
    try {
      const startedAt = clock();
      const run = await claim({
        instanceId: instance.id,
        startedAt,
        fileName: backupFileName(startedAt),
      });
      if (!run) {
        busy = false;
        return null;
      }
      current = makeBackup(deps, run)
        .catch((error: unknown) =>
          parts.logger.error({ err: error, runId: run.id }, 'backup failed'),
        )
        .finally(() => (busy = false));
      return run;
    } catch (error) {
      busy = false;
      throw error;
    }
  }

  return {
    folder: backupFolder(config.dataDir),
    remote: remote && { bucket: remote.bucket, prefix: remote.prefix },
    startNow: () => start((run) => insertBackupRun(db, { ...run, trigger: 'manual' })),
    startScheduled: (slot) => start((run) => claimScheduledRun(db, { ...run, slot })),
    async idle() {
      await current;
    },
  };
}
