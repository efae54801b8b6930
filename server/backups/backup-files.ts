import { join } from 'node:path';

/** The folder backups are written to on this instance: `$DATA_DIR/backups`. */
export function backupFolder(dataDir: string): string {
  return join(dataDir, 'backups');
}

const backupFilePattern = /^backup-\d{8}T\d{9}Z\.csdb\.gz$/;

/** A backup's file name: its UTC moment to the millisecond, so names sort as their times do. */
export function backupFileName(at: Date): string {
  const stamp = at.toISOString().replaceAll(/[-:.]/g, '');
  return `backup-${stamp}.csdb.gz`;
}

/** Whether a name is one this server gave a backup (and nothing else: no path, no other file). */
export function isBackupFileName(name: string): boolean {
  return backupFilePattern.test(name);
}
