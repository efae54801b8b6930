// local/no-query-outside-repository: a query builder on a Database, whatever the handle is
// called, outside a *-repository.ts module.
import type { Database } from '#server/db/database.ts';

export function allRows(handle: Database) {
  return handle.select();
}
