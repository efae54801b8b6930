/** `npm run db:migrate`: applies the committed migrations to the configured database and exits. */
import { loadConfig } from '#server/config/env.ts';
import { openDatabase } from '#server/db/database.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { createLogger } from '#server/logger.ts';

const config = loadConfig();
const logger = createLogger(config);
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  logger,
});
try {
  await migrateDatabase(database);
  logger.info({ database: database.driver }, 'migrations applied');
} finally {
  await database.close();
}
