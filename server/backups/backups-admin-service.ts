import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { AdminActor } from '#server/audit/audit-actor.ts';
import { recordAudit } from '#server/audit/audit-repository.ts';
import type { ServerContext } from '#server/context.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { ServiceError } from '#server/service-error.ts';
import type { BackupSchedule, BackupsResponse, BackupRunView } from '#shared/contracts/system.ts';
import { isBackupFileName } from './backup-files.ts';
import {
  backupRunById,
  backupRunView,
  newestBackupRuns,
  readBackupSchedule,
  saveBackupSchedule,
} from './backup-runs-repository.ts';

type BackupsContext = Pick<ServerContext, 'db' | 'clock' | 'backups' | 'instance'> & {
  settings: { current(): { timeZone: string } };
};

/** How many runs the System section lists. */
const listedRuns = 20;

export async function backupsStatus(ctx: BackupsContext): Promise<BackupsResponse> {
  const [runs, schedule] = await Promise.all([
    newestBackupRuns(ctx.db, listedRuns),
    readBackupSchedule(ctx.db),
  ]);
  return {
    runs: runs.map(backupRunView),
    schedule,
    timeZone: ctx.settings.current().timeZone,
    remote: ctx.backups.remote,
  };
}

/** An owner's "Back up now": made in the background; refused while one is under way here. */
export async function startBackupNow(
  ctx: BackupsContext,
  actor: AdminActor,
): Promise<BackupRunView> {
  const run = await ctx.backups.startNow();
  if (!run)
    throw new ServiceError(
      'conflict',
      'backup_running',
      'A backup is being made right now. Wait for it to finish, then try again.',
    );
  await recordAudit(ctx.db, {
    ...actor,
    action: 'backup_started',
    target: String(run.id),
    targetLabel: run.fileName,
  });
  return backupRunView(run);
}

export async function changeBackupSchedule(
  ctx: BackupsContext,
  actor: AdminActor,
  schedule: BackupSchedule,
): Promise<BackupSchedule> {
  await inTransaction(ctx.db, async (tx) => {
    const before = await readBackupSchedule(tx);
    await saveBackupSchedule(tx, schedule, actor.actorId, ctx.clock());
    await recordAudit(tx, {
      ...actor,
      action: 'backup_schedule_changed',
      detail: { before, after: schedule },
    });
  });
  return schedule;
}

const noBackup = new ServiceError('not_found', 'not_found', 'There is no such backup.');

/**
 * A backup's file, when it is in this instance's folder: each instance keeps its own, and
 * retention deletes the oldest. Audited, since the file holds every buyer's details.
 */
export async function backupFileForDownload(
  ctx: BackupsContext,
  actor: AdminActor,
  id: number,
): Promise<{ path: string; fileName: string; bytes: number }> {
  const run = await backupRunById(ctx.db, id);
  if (!run) throw noBackup;
  if (run.status !== 'succeeded' || !run.fileName || !isBackupFileName(run.fileName))
    throw new ServiceError(
      'not_found',
      'no_backup_file',
      'This backup did not succeed: it has no file.',
    );
  const path = join(ctx.backups.folder, run.fileName);
  const found = await stat(path).catch(() => null);
  if (!found?.isFile())
    throw new ServiceError(
      'not_found',
      'backup_file_gone',
      run.instanceId === ctx.instance.id
        ? 'This backup was deleted: only the newest backups are kept.'
        : 'This backup is not on this server: another instance (or this one before a restart) made it, or it was deleted since. Download it from that server or from the bucket.',
    );
  await recordAudit(ctx.db, {
    ...actor,
    action: 'backup_downloaded',
    target: String(run.id),
    targetLabel: run.fileName,
  });
  return { path, fileName: run.fileName, bytes: found.size };
}
