import { chmod, mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '#server/db/database.ts';
import type { Logger } from '#server/logger.ts';
import type { BackupRemote } from './backup-remote.ts';
import { backupFolder, isBackupFileName } from './backup-files.ts';
import {
  finishBackupRun,
  readBackupSchedule,
  setRemoteOutcome,
  type BackupRun,
} from './backup-runs-repository.ts';
import type { BackupSummary } from './write-backup.ts';

/** Writes the whole database to one file (server/backups/write-backup.ts, on this instance's handle). */
export type BackupWriter = (filePath: string) => Promise<BackupSummary>;

export interface BackupDeps {
  db: Database;
  logger: Logger;
  clock: () => Date;
  dataDir: string;
  write: BackupWriter;
  remote: BackupRemote | null;
}

// Only the instance's own process reads them: they hold every buyer's details.
const folderMode = 0o700;
const fileMode = 0o600;

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Makes the backup of a run already recorded as running: the file in `$DATA_DIR/backups`, its
 * copy in the bucket when one is set, then the older backups past the schedule's `keep`
 * deleted there and in the folder. A failure is recorded on the run and logged, never thrown;
 * a failed upload leaves the backup itself succeeded, with its remote status failed.
 */
export async function makeBackup(deps: BackupDeps, run: BackupRun): Promise<BackupRun> {
  const fileName = run.fileName;
  if (!fileName) throw new Error(`Backup run ${run.id} has no file name`);
  const folder = backupFolder(deps.dataDir);
  const filePath = join(folder, fileName);
  let summary: BackupSummary;
  try {
    await mkdir(folder, { recursive: true, mode: folderMode });
    await chmod(folder, folderMode);
    summary = await deps.write(filePath);
    await chmod(filePath, fileMode);
  } catch (error) {
    await rm(filePath, { force: true });
    deps.logger.error({ err: error, runId: run.id }, 'backup failed');
    return finishBackupRun(deps.db, run.id, {
      status: 'failed',
      finishedAt: deps.clock(),
      error: message(error),
    });
  }
  const finished = await finishBackupRun(deps.db, run.id, {
    status: 'succeeded',
    finishedAt: deps.clock(),
    bytes: summary.bytes,
    rows: summary.rows,
  });
  deps.logger.info({ runId: run.id, fileName, bytes: summary.bytes }, 'backup written');
  const { keep } = await readBackupSchedule(deps.db);
  if (deps.remote) await uploadCopy(deps, deps.remote, finished, filePath, keep);
  await keepNewest(await localBackups(folder), keep, fileName, (name) =>
    rm(join(folder, name), { force: true }),
  );
  return finished;
}

async function uploadCopy(
  deps: BackupDeps,
  remote: BackupRemote,
  run: BackupRun,
  filePath: string,
  keep: number,
): Promise<void> {
  const fileName = run.fileName ?? '';
  try {
    const key = await remote.upload(filePath, fileName);
    await setRemoteOutcome(deps.db, run.id, { remoteStatus: 'uploaded', remoteKey: key });
  } catch (error) {
    deps.logger.error({ err: error, runId: run.id, bucket: remote.bucket }, 'backup upload failed');
    await setRemoteOutcome(deps.db, run.id, {
      remoteStatus: 'failed',
      error: `Upload to ${remote.bucket} failed: ${message(error)}`,
    });
    return;
  }
  try {
    const keys = (await remote.list()).filter((key) =>
      isBackupFileName(key.slice(remote.prefix.length)),
    );
    await keepNewest(keys, keep, `${remote.prefix}${fileName}`, (key) => remote.remove(key));
  } catch (error) {
    deps.logger.error(
      { err: error, bucket: remote.bucket },
      'deleting old backups in the bucket failed',
    );
  }
}

async function localBackups(folder: string): Promise<string[]> {
  return (await readdir(folder)).filter(isBackupFileName);
}

/**
 * Deletes all but the newest `keep` of `names` (names sort as their times), never `current`,
 * the backup just made, whatever a clock set back makes of the order.
 */
async function keepNewest(
  names: string[],
  keep: number,
  current: string,
  remove: (name: string) => Promise<unknown>,
): Promise<void> {
  const older = names
    .filter((name) => name !== current)
    .sort()
    .reverse()
    .slice(Math.max(keep - 1, 0));
  for (const name of older) await remove(name);
}
