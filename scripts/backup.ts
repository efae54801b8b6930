/**
 * `npm run backup [-- --output PATH]`: writes a backup of the configured database (embedded or
 * PostgreSQL) to PATH, by default `$DATA_DIR/backups/backup-<UTC time>.csdb.gz`.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { backupFileExtension } from '#server/backups/backup-format.ts';
import { writeBackup } from '#server/backups/write-backup.ts';
import { loadConfig } from '#server/config/env.ts';
import { DataDirInUse } from '#server/db/data-dir-lock.ts';
import { openDatabase } from '#server/db/database.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { createLogger } from '#server/logger.ts';

const { values } = parseArgs({ options: { output: { type: 'string' } } });
const config = loadConfig();
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, 'Z');
const file = path.resolve(
  values.output ?? path.join(config.dataDir, 'backups', `backup-${stamp}${backupFileExtension}`),
);
let database;
try {
  database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    logger: createLogger(config),
  });
} catch (error) {
  console.error(
    error instanceof DataDirInUse
      ? `${error.message} While the server runs, let it back up: back office, System section, "Back up now".`
      : `Could not open the database: ${String(error)}`,
  );
  process.exit(1);
}
try {
  // As at a server's start: a database never started yet gets its tables (and backs up empty).
  await migrateDatabase(database);
  const start = performance.now();
  const summary = await writeBackup(database, file);
  const seconds = ((performance.now() - start) / 1000).toFixed(1);
  console.log(
    `Backup written: ${file}\n${(summary.bytes / 1e6).toFixed(1)} MB, ${summary.rows} rows in ${summary.tables} tables, in ${seconds} s`,
  );
} finally {
  await database.close();
}
