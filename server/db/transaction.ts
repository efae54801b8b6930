import type { Database } from './database.ts';

/**
 * Runs `work` in one transaction: committed when it resolves, rolled back when it throws.
 * Services open transactions only through this, and hand `tx` to repository functions, so
 * no query is written outside a repository.
 */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(work);
}
