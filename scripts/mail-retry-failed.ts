/**
 * `npm run mail:retry-failed [-- <outbox id> ...]`: gives failed mail (all of it, or the
 * ids given) a new full round of attempts, due now, and prints how many. A running
 * server's outbox worker sends them within its poll interval; otherwise the next start does.
 */
import { requeueFailedMail } from '#server/mail/outbox-repository.ts';
import { withConfiguredDatabase } from './configured-database.ts';

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
const count = await withConfiguredDatabase((database) => requeueFailedMail(database.db, { ids }));
console.log(`${count} failed ${count === 1 ? 'mail' : 'mails'} requeued`);
