/**
 * `npm run mail:retry-failed [-- <outbox id> ...]`: gives failed mail (all of it, or the
 * ids given) a new full round of attempts, due now, and prints how many. A running
 * server's outbox worker sends them within its poll interval; otherwise the next start does.
 */
import { loadConfig } from '#server/config/env.ts';
import { openDatabase } from '#server/db/database.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { createLogger } from '#server/logger.ts';
import { requeueFailedMail } from '#server/mail/outbox-repository.ts';

function parseIds(args: string[]): number[] | undefined {
  if (args.length === 0) return undefined;
  const ids = args.map(Number);
  if (!ids.every((id) => Number.isSafeInteger(id) && id > 0)) {
    console.error('Usage: npm run mail:retry-failed [-- <outbox id> ...]');
    process.exit(1);
  }
  return ids;
}

const ids = parseIds(process.argv.slice(2));
const config = loadConfig();
const logger = createLogger(config);
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  logger,
});
try {
  // A database that predates the outbox (or a fresh one) gets its tables, as at a start.
  await migrateDatabase(database);
  const count = await requeueFailedMail(database.db, { ids });
  console.log(`${count} failed ${count === 1 ? 'mail' : 'mails'} requeued`);
} finally {
  await database.close();
}
