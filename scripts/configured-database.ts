import { loadConfig } from '#server/config/env.ts';
import { openDatabase, type DatabaseHandle } from '#server/db/database.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { createLogger, type Logger } from '#server/logger.ts';

/**
 * Runs an operator's task against the database the server is configured for, migrated
 * as at a start (a fresh or older database gets its tables), and closes it afterwards.
 */
export async function withConfiguredDatabase<T>(
  task: (database: DatabaseHandle, logger: Logger) => Promise<T>,
): Promise<T> {
  const config = loadConfig();
  const logger = createLogger(config);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    logger,
  });
  try {
    await migrateDatabase(database);
    return await task(database, logger);
  } finally {
    await database.close();
  }
}
