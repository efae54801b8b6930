import { desc } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { auditLog } from '#server/db/schema.ts';
import type { AuditAction } from '#shared/contracts/admin.ts';

export interface AuditEntryInput {
  /** Null for an attempt by someone who is not a user (a failed sign-in). */
  actorId: string | null;
  actorEmail: string;
  action: AuditAction;
  target?: string | null;
  /** What the seller knows the target by, when its id says nothing to them. */
  targetLabel?: string | null;
  ip: string | null;
  detail?: Record<string, unknown>;
}

// A broadcast's subject is the longest label; the log shows a line, not the whole text.
const targetLabelMaxLength = 200;

/** Adds one entry; call it with the transaction of the change it records, where there is one. */
export async function recordAudit(db: Database, entry: AuditEntryInput): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    actorEmail: entry.actorEmail.slice(0, 254),
    action: entry.action,
    target: entry.target ?? null,
    targetLabel: entry.targetLabel?.slice(0, targetLabelMaxLength) ?? null,
    ip: entry.ip,
    detail: entry.detail ?? null,
  });
}

export type AuditRow = typeof auditLog.$inferSelect;

/** The newest entries first (index audit_log_at_idx). */
export async function recentAudit(db: Database, limit: number): Promise<AuditRow[]> {
  return db.select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit);
}
