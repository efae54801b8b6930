import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { mailAutomations } from '#server/db/schema.ts';
import type { AutomationId } from '#shared/contracts/admin-mail.ts';

export type AutomationRow = typeof mailAutomations.$inferSelect;

/** The seller's stored choice for one automation, if they ever saved one. */
export async function findAutomationRow(
  db: Database,
  id: AutomationId,
): Promise<AutomationRow | undefined> {
  const [row] = await db.select().from(mailAutomations).where(eq(mailAutomations.id, id));
  return row;
}

/** Every stored choice. */
export async function listAutomationRows(db: Database): Promise<AutomationRow[]> {
  return db.select().from(mailAutomations);
}

/** Stores an automation's choice, replacing the one before. */
export async function saveAutomationRow(
  tx: Database,
  row: Pick<AutomationRow, 'id' | 'enabled' | 'settings' | 'updatedBy'>,
): Promise<void> {
  await tx
    .insert(mailAutomations)
    .values(row)
    .onConflictDoUpdate({
      target: mailAutomations.id,
      set: {
        enabled: row.enabled,
        settings: row.settings,
        updatedBy: row.updatedBy,
        updatedAt: new Date(),
      },
    });
}
