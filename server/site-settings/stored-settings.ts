import type { Database } from '#server/db/database.ts';
import type { Logger } from '#server/logger.ts';
import {
  withContent,
  type SiteSettings,
  type SiteSettingsSource,
} from '#server/site/site-settings.ts';
import { contentSettingsSchema, type ContentSettings } from '#shared/contracts/admin-settings.ts';
import { findSettingsRow } from './settings-repository.ts';

/** Stored values checked against the contract; undefined (and logged) when they do not pass. */
export function storedContent(
  values: Record<string, unknown>,
  logger: Logger,
  what: string,
): ContentSettings | undefined {
  const parsed = contentSettingsSchema.safeParse(values);
  if (parsed.success) return parsed.data;
  logger.error({ issues: parsed.error.issues.map((issue) => issue.path.join('.')) }, what);
  return undefined;
}

/**
 * The settings saved in the back office over `defaults`, kept in memory so `current()` costs
 * nothing: loaded here, then read again on `reload()` (after a save on this instance, or a
 * notification from another). Versions only move forward, so of two reloads racing, the
 * older answer never replaces the newer one.
 */
export async function storedSettings(
  db: Database,
  defaults: SiteSettings,
  logger: Logger,
): Promise<SiteSettingsSource> {
  let snapshot = { version: 0, settings: defaults };
  const listeners: Array<() => void> = [];

  async function reload(): Promise<boolean> {
    const row = await findSettingsRow(db);
    if (!row || row.version <= snapshot.version) return false;
    const content = storedContent(
      row.values,
      logger,
      'stored site settings are invalid: running on the defaults',
    );
    snapshot = {
      version: row.version,
      settings: content ? withContent(defaults, content) : defaults,
    };
    for (const listener of listeners) listener();
    return true;
  }

  await reload();
  return {
    current: () => snapshot.settings,
    reload,
    onChange: (listener) => void listeners.push(listener),
  };
}
