import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { announceContentChange } from '#server/db/content-changes.ts';
import type { Database } from '#server/db/database.ts';
import { settingsPreviews, siteSettingsRows } from '#server/db/schema.ts';
import { joinedUserEmail, joinUserOf } from '#server/auth/user-parts-repository.ts';
import type { ContentSettings } from '#shared/contracts/admin-settings.ts';

// The settings are one row; the table's key is fixed.
const rowId = 1;

const updatedByUser = joinUserOf(siteSettingsRows.updatedBy);

export interface SettingsRow {
  /** As stored: checked against the contract by whoever reads it. */
  values: Record<string, unknown>;
  version: number;
  updatedAt: Date;
  /** The e-mail of the admin who saved them; null once that user is gone. */
  updatedBy: string | null;
}

export async function findSettingsRow(db: Database): Promise<SettingsRow | undefined> {
  const [row] = await db
    .select({
      values: siteSettingsRows.values,
      version: siteSettingsRows.version,
      updatedAt: siteSettingsRows.updatedAt,
      updatedBy: joinedUserEmail,
    })
    .from(siteSettingsRows)
    .leftJoin(updatedByUser.table, updatedByUser.on)
    .where(eq(siteSettingsRows.id, rowId));
  return row;
}

/** The stored values, the row locked until the transaction ends, so saves follow one another. */
export async function lockSettingsValues(
  tx: Database,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await tx
    .select({ values: siteSettingsRows.values })
    .from(siteSettingsRows)
    .where(eq(siteSettingsRows.id, rowId))
    .for('update');
  return row?.values;
}

/** Stores the settings as the next version and tells every instance; returns that version. */
export async function storeSettings(
  tx: Database,
  values: ContentSettings,
  adminId: string,
  now: Date,
): Promise<number> {
  const [row] = await tx
    .insert(siteSettingsRows)
    .values({ id: rowId, values, version: 1, updatedAt: now, updatedBy: adminId })
    .onConflictDoUpdate({
      target: siteSettingsRows.id,
      set: {
        values,
        version: sql`${siteSettingsRows.version} + 1`,
        updatedAt: now,
        updatedBy: adminId,
      },
    })
    .returning({ version: siteSettingsRows.version });
  if (!row) throw new Error('The settings row was not stored.');
  await announceContentChange(tx, 'settings');
  return row.version;
}

/** Keeps an admin session's draft, replacing the one it had. */
export async function storePreviewDraft(
  db: Database,
  sessionHash: string,
  values: ContentSettings,
  now: Date,
): Promise<void> {
  await db
    .insert(settingsPreviews)
    .values({ sessionTokenHash: sessionHash, values, createdAt: now })
    .onConflictDoUpdate({
      target: settingsPreviews.sessionTokenHash,
      set: { values, createdAt: now },
    });
}

/** The session's draft if it was stored after `since`. */
export async function findPreviewDraft(
  db: Database,
  sessionHash: string,
  since: Date,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await db
    .select({ values: settingsPreviews.values })
    .from(settingsPreviews)
    .where(
      and(
        eq(settingsPreviews.sessionTokenHash, sessionHash),
        gt(settingsPreviews.createdAt, since),
      ),
    );
  return row?.values;
}

export async function deletePreviewDraftsBefore(db: Database, before: Date): Promise<void> {
  await db.delete(settingsPreviews).where(lt(settingsPreviews.createdAt, before));
}
