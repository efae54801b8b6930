import type { Health } from '#shared/contracts/health.ts';
import { ping, type Database } from '#server/db/database.ts';

const pingTimeoutMs = 2_000;

/** Healthy means the database answers a query within two seconds. */
export async function checkHealth(db: Database): Promise<Health> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database ping timed out')), pingTimeoutMs);
  });
  try {
    await Promise.race([ping(db), timeout]);
    return { status: 'ok', checks: { database: 'up' } };
  } catch {
    return { status: 'unavailable', checks: { database: 'down' } };
  } finally {
    clearTimeout(timer);
  }
}
