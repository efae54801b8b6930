import { desc, eq, lt } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { instanceHeartbeats } from '#server/db/schema.ts';

export type InstanceHeartbeat = typeof instanceHeartbeats.$inferSelect;

/** This instance as it is now: its row is made at the first beat and brought up to date at every other. */
export async function recordHeartbeat(db: Database, beat: InstanceHeartbeat): Promise<void> {
  await db
    .insert(instanceHeartbeats)
    .values(beat)
    .onConflictDoUpdate({
      target: instanceHeartbeats.instanceId,
      set: {
        seenAt: beat.seenAt,
        pdfWorkerRestarts: beat.pdfWorkerRestarts,
        rssBytes: beat.rssBytes,
      },
    });
}

/** An instance that stops cleanly takes its row with it. */
export async function removeHeartbeat(db: Database, instanceId: string): Promise<void> {
  await db.delete(instanceHeartbeats).where(eq(instanceHeartbeats.instanceId, instanceId));
}

/** Rows of instances that stopped without saying so, unseen since `before`. */
export async function removeHeartbeatsUnseenSince(db: Database, before: Date): Promise<void> {
  await db.delete(instanceHeartbeats).where(lt(instanceHeartbeats.seenAt, before));
}

/** Every instance that reported within the last day (older rows are removed), newest start first. */
export async function instanceHeartbeatRows(db: Database): Promise<InstanceHeartbeat[]> {
  return db
    .select()
    .from(instanceHeartbeats)
    .orderBy(desc(instanceHeartbeats.startedAt), instanceHeartbeats.instanceId);
}
