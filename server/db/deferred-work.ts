import type { Logger } from '#server/logger.ts';
import type { Database } from './database.ts';

/**
 * Work a request starts and does not wait for: it runs after the answer is sent, so the
 * answer cannot depend on it (not even in its timing). It is kept per database because the
 * database is what it needs: whoever closes one first waits for `deferredWorkDone`.
 */
const pendingOf = new WeakMap<Database, Set<Promise<void>>>();

/** Runs `task` once the current request has answered; a failure is logged, never thrown. */
export function deferWork(
  db: Database,
  logger: Logger,
  what: string,
  task: () => Promise<unknown>,
): void {
  const pending = pendingOf.get(db) ?? new Set();
  pendingOf.set(db, pending);
  const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(task)
    .then(
      () => undefined,
      (error: unknown) => logger.error({ err: error }, `${what} failed`),
    )
    .finally(() => pending.delete(running));
  pending.add(running);
}

/** Resolves once every piece of work deferred on this database so far has finished. */
export async function deferredWorkDone(db: Database): Promise<void> {
  const pending = pendingOf.get(db);
  while (pending && pending.size > 0) await Promise.all(pending);
}
