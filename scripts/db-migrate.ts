/** `npm run db:migrate`: applies the committed migrations to the configured database and exits. */
import { withConfiguredDatabase } from './configured-database.ts';

await withConfiguredDatabase((database, logger) => {
  logger.info({ database: database.driver }, 'migrations applied');
  return Promise.resolve();
});
