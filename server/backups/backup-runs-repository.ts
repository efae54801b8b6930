import { desc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { backupRuns } from '#server/db/schema.ts';
import type { BackupRunView } from '#shared/contracts/system.ts';

type BackupRunRow = typeof backupRuns.$inferSelect;

export function backupRunView(row: BackupRunRow): BackupRunView {
  return {
    id: row.id,
    trigger: row.trigger,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    fileName: row.fileName,
    bytes: row.bytes,
    rows: row.rows,
    remoteStatus: row.remoteStatus,
    error: row.error,
  };
}

/** The newest backup whatever became of it, and the newest that succeeded: Overview, System, alerts. */
export async function latestBackupRuns(
  db: Database,
): Promise<{ last: BackupRunView | null; lastSucceeded: BackupRunView | null }> {
  const [last] = await db.select().from(backupRuns).orderBy(desc(backupRuns.startedAt)).limit(1);
  const [lastSucceeded] = await db
    .select()
    .from(backupRuns)
    .where(eq(backupRuns.status, 'succeeded'))
    .orderBy(desc(backupRuns.finishedAt))
    .limit(1);
  return {
    last: last ? backupRunView(last) : null,
    lastSucceeded: lastSucceeded ? backupRunView(lastSucceeded) : null,
  };
}
