import { automationDefaults } from '#content/mail-automations.ts';
import type { Database } from '#server/db/database.ts';
import {
  automationIds,
  automationSettingsSchemas,
  type Automation,
  type AutomationId,
  type AutomationSettings,
} from '#shared/contracts/admin-mail.ts';
import { findAutomationRow, listAutomationRows } from './automation-settings-repository.ts';

/** The defaults of one automation, checked by its contract. */
export function defaultAutomation<Id extends AutomationId>(id: Id): Automation<Id> {
  const defaults = automationDefaults[id];
  return {
    id,
    enabled: defaults.enabled,
    settings: automationSettingsSchemas[id].parse(defaults.settings) as AutomationSettings<Id>,
  };
}

/**
 * An automation as it runs now: the seller's stored choice, or the defaults when there is
 * none or the stored settings no longer fit the contract (a newer release changed it).
 */
function fromRow<Id extends AutomationId>(
  id: Id,
  row: { enabled: boolean; settings: unknown } | undefined,
): Automation<Id> {
  const fallback = defaultAutomation(id);
  if (!row) return fallback;
  const parsed = automationSettingsSchemas[id].safeParse(row.settings);
  return {
    id,
    enabled: row.enabled,
    settings: parsed.success ? (parsed.data as AutomationSettings<Id>) : fallback.settings,
  };
}

/** One automation, read when used: a change in the back office counts at once. */
export async function readAutomation<Id extends AutomationId>(
  db: Database,
  id: Id,
): Promise<Automation<Id>> {
  return fromRow(id, await findAutomationRow(db, id));
}

/** Every automation, in the Mail section's order. */
export async function readAutomations(db: Database): Promise<Automation[]> {
  const rows = new Map((await listAutomationRows(db)).map((row) => [row.id, row]));
  return automationIds.map((id) => fromRow(id, rows.get(id)));
}
