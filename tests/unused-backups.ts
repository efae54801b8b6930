import type { BackupRunner } from '#server/backups/backup-runner.ts';

const unused = () => Promise.reject(new Error('backups are not used by this test'));

/** For contexts whose code never makes a backup. */
export const unusedBackups: BackupRunner = {
  folder: '/nonexistent/backups',
  remote: null,
  startNow: unused,
  startScheduled: unused,
  idle: () => Promise.resolve(),
};
