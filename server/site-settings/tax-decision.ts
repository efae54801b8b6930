import type { Database } from '#server/db/database.ts';
import { findSettingsRow } from './settings-repository.ts';

/**
 * Whether the seller has decided about sales tax: the content settings were saved with a tax
 * mode, which the Content form shows and sends with every save since the setting exists. Off
 * by default is no decision; saved off is (docs/decisions/108).
 */
export async function taxDecided(db: Database): Promise<boolean> {
  const row = await findSettingsRow(db);
  return row !== undefined && Object.hasOwn(row.values, 'taxMode');
}
