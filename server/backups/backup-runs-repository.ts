import { and, desc, eq, inArray, isNotNull, lt, notInArray } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { backupRuns, backupSchedule, type BackupTrigger } from '#server/db/schema.ts';
import type { BackupRunView, BackupSchedule } from '#shared/contracts/system.ts';

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

export type BackupRun = BackupRunRow;

/** A run begun now by this instance (status running). */
export async function insertBackupRun(
  db: Database,
  run: { trigger: BackupTrigger; instanceId: string; startedAt: Date; fileName: string },
): Promise<BackupRun> {
  const [row] = await db.insert(backupRuns).values(run).returning();
  if (!row) throw new Error('Inserting a backup run returned nothing');
  return row;
}

/**
 * The scheduled run of the seller's day `slot`, claimed by this instance; null when another
 * (or this one, earlier) already has it: the unique slot decides among instances.
 */
export async function claimScheduledRun(
  db: Database,
  run: { slot: string; instanceId: string; startedAt: Date; fileName: string },
): Promise<BackupRun | null> {
  const [row] = await db
    .insert(backupRuns)
    .values({ ...run, trigger: 'scheduled' })
    .onConflictDoNothing({ target: backupRuns.slot })
    .returning();
  return row ?? null;
}

/** Whether the seller's day `slot` already has its scheduled run, whatever became of it. */
export async function slotTaken(db: Database, slot: string): Promise<boolean> {
  const [row] = await db
    .select({ id: backupRuns.id })
    .from(backupRuns)
    .where(eq(backupRuns.slot, slot))
    .limit(1);
  return row !== undefined;
}

export async function finishBackupRun(
  db: Database,
  id: number,
  outcome:
    | { status: 'succeeded'; finishedAt: Date; bytes: number; rows: number }
    | { status: 'failed'; finishedAt: Date; error: string },
): Promise<BackupRun> {
  const [row] = await db
    .update(backupRuns)
    .set(
      outcome.status === 'succeeded'
        ? { ...outcome, error: null }
        : { status: 'failed', finishedAt: outcome.finishedAt, error: outcome.error },
    )
    .where(eq(backupRuns.id, id))
    .returning();
  if (!row) throw new Error(`No backup run ${id}`);
  return row;
}

export async function setRemoteOutcome(
  db: Database,
  id: number,
  outcome:
    { remoteStatus: 'uploaded'; remoteKey: string } | { remoteStatus: 'failed'; error: string },
): Promise<void> {
  await db.update(backupRuns).set(outcome).where(eq(backupRuns.id, id));
}

export async function backupRunById(db: Database, id: number): Promise<BackupRun | null> {
  const [row] = await db.select().from(backupRuns).where(eq(backupRuns.id, id)).limit(1);
  return row ?? null;
}

export async function newestBackupRuns(db: Database, limit: number): Promise<BackupRun[]> {
  return db
    .select()
    .from(backupRuns)
    .orderBy(desc(backupRuns.startedAt), desc(backupRuns.id))
    .limit(limit);
}

/** The succeeded runs with a file, newest first: what retention keeps the first `keep` of. */
export async function succeededBackupRuns(db: Database): Promise<BackupRun[]> {
  return db
    .select()
    .from(backupRuns)
    .where(and(eq(backupRuns.status, 'succeeded'), isNotNull(backupRuns.fileName)))
    .orderBy(desc(backupRuns.startedAt), desc(backupRuns.id));
}

/** The file names (and remote keys) of runs that are not among `keptIds`. */
export async function backupRunsOutside(db: Database, keptIds: number[]): Promise<BackupRun[]> {
  if (keptIds.length === 0) return db.select().from(backupRuns);
  return db.select().from(backupRuns).where(notInArray(backupRuns.id, keptIds));
}

/** Forgets the files of runs whose backups retention deleted (the runs stay, as history). */
export async function forgetBackupFiles(db: Database, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(backupRuns)
    .set({ fileName: null, remoteKey: null })
    .where(inArray(backupRuns.id, ids));
}

/**
 * Runs still 'running' that began before `startedBefore`: the instance making them died. Marked
 * failed, so the list tells the truth and the schedule's warning counts them as missing.
 */
export async function failAbandonedRuns(
  db: Database,
  startedBefore: Date,
  now: Date,
  error: string,
): Promise<number> {
  const rows = await db
    .update(backupRuns)
    .set({ status: 'failed', finishedAt: now, error })
    .where(and(eq(backupRuns.status, 'running'), lt(backupRuns.startedAt, startedBefore)))
    .returning({ id: backupRuns.id });
  return rows.length;
}

export async function isBackupRunning(db: Database, instanceId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: backupRuns.id })
    .from(backupRuns)
    .where(and(eq(backupRuns.status, 'running'), eq(backupRuns.instanceId, instanceId)))
    .limit(1);
  return row !== undefined;
}

export const defaultBackupSchedule: BackupSchedule = { enabled: true, hour: 3, keep: 7 };

export async function readBackupSchedule(db: Database): Promise<BackupSchedule> {
  const [row] = await db.select().from(backupSchedule).where(eq(backupSchedule.id, 1)).limit(1);
  return row ? { enabled: row.enabled, hour: row.hour, keep: row.keep } : defaultBackupSchedule;
}

/** Since when the schedule was on as it is: a brand-new shop's first backup is due after it. */
export async function backupScheduleUpdatedAt(db: Database): Promise<Date | null> {
  const [row] = await db
    .select({ updatedAt: backupSchedule.updatedAt })
    .from(backupSchedule)
    .where(eq(backupSchedule.id, 1))
    .limit(1);
  return row?.updatedAt ?? null;
}

export async function saveBackupSchedule(
  db: Database,
  schedule: BackupSchedule,
  updatedBy: string,
  now: Date,
): Promise<void> {
  const values = { ...schedule, updatedAt: now, updatedBy };
  await db
    .insert(backupSchedule)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: backupSchedule.id, set: values });
}
