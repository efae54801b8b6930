import { asc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { backupRuns, backupSchedule } from '#server/db/schema.ts';

/** Whether the server backs itself up, and since when a backup can be expected of it. */
export interface BackupExpectation {
  enabled: boolean;
  /**
   * The schedule's last change, or, while it was never changed (the defaults), the first
   * backup ever started; null when neither exists: the shop has not begun to back up.
   */
  expectedSince: Date | null;
}

/** The owners' health alert reads it: backups stopped, or never began after a change. */
export async function backupExpectation(db: Database): Promise<BackupExpectation> {
  const [schedule] = await db
    .select({ enabled: backupSchedule.enabled, updatedAt: backupSchedule.updatedAt })
    .from(backupSchedule)
    .where(eq(backupSchedule.id, 1));
  if (schedule) return { enabled: schedule.enabled, expectedSince: schedule.updatedAt };
  const [first] = await db
    .select({ startedAt: backupRuns.startedAt })
    .from(backupRuns)
    .orderBy(asc(backupRuns.startedAt))
    .limit(1);
  return { enabled: true, expectedSince: first?.startedAt ?? null };
}
