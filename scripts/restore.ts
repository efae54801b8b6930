/**
 * `npm run restore -- FILE`: loads a backup into the configured database, which must be empty
 * (a new DATA_DIR folder, or a new PostgreSQL database made with createdb).
 */
import { performance } from 'node:perf_hooks';
import { BackupRefusedError, restoreBackup } from '#server/backups/restore-backup.ts';
import { loadConfig } from '#server/config/env.ts';
import { DataDirInUse } from '#server/db/data-dir-lock.ts';
import { openDatabase } from '#server/db/database.ts';
import { createLogger } from '#server/logger.ts';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore -- FILE');
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  logger: createLogger(config),
}).catch((error: unknown) => {
  // A server running on the folder: restoring under it would corrupt both.
  if (!(error instanceof DataDirInUse)) throw error;
  console.error(error.message);
  process.exit(1);
});
try {
  const start = performance.now();
  const restored = await restoreBackup(database, file);
  const seconds = ((performance.now() - start) / 1000).toFixed(1);
  console.log(
    `Restored ${restored.rows} rows in ${restored.tables} tables from ${file}, in ${seconds} s`,
  );
} catch (error) {
  if (!(error instanceof BackupRefusedError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
