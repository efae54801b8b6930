import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { outbox } from '#server/db/schema.ts';

/** One kind's mail not sent yet: never tried, tried and due again, given up on. */
export interface MailKindCounts {
  kind: string;
  waiting: number;
  retrying: number;
  failed: number;
}

const pending = eq(outbox.status, 'pending');
const failed = eq(outbox.status, 'failed');

/**
 * Mail waiting, retrying and failed, by kind, for the System section and every /metrics
 * scrape: counted in SQL over the pending rows (outbox_pending_attempts_idx) and the failed
 * ones (outbox_failed_idx), never over the sent mail that makes up most of the outbox.
 * Kinds with no such mail are absent.
 */
export async function mailHealthCounts(db: Database): Promise<MailKindCounts[]> {
  const [pendingRows, failedRows] = await Promise.all([
    db
      .select({
        kind: outbox.kind,
        waiting: sql`count(*) filter (where ${outbox.attempts} = 0)`.mapWith(Number),
        retrying: sql`count(*) filter (where ${outbox.attempts} > 0)`.mapWith(Number),
      })
      .from(outbox)
      .where(pending)
      .groupBy(outbox.kind),
    db
      .select({ kind: outbox.kind, failed: sql`count(*)`.mapWith(Number) })
      .from(outbox)
      .where(failed)
      .groupBy(outbox.kind),
  ]);
  const byKind = new Map<string, MailKindCounts>();
  const of = (kind: string) => {
    const counts = byKind.get(kind) ?? { kind, waiting: 0, retrying: 0, failed: 0 };
    byKind.set(kind, counts);
    return counts;
  };
  for (const row of pendingRows) Object.assign(of(row.kind), row);
  for (const row of failedRows) of(row.kind).failed = row.failed;
  return [...byKind.values()];
}
