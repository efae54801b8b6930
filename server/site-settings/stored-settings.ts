import type { Database } from '#server/db/database.ts';
import type { Logger } from '#server/logger.ts';
import {
  contentOf,
  withContent,
  type SiteSettings,
  type SiteSettingsSource,
} from '#server/site-settings/site-settings.ts';
import { contentSettingsSchema, type ContentSettings } from '#shared/contracts/admin-settings.ts';
import { findSettingsRow } from './settings-repository.ts';

/**
 * Stored values checked against the contract. A field that no longer passes (the contract grew
 * stricter, or the row was edited by hand) takes its value from `fallback`, so one bad field
 * never silently undoes the others (the price charged, the brand); what was replaced is logged.
 */
export function storedContent(
  values: Record<string, unknown>,
  fallback: ContentSettings,
  logger: Logger,
  what: string,
): ContentSettings {
  const parsed = contentSettingsSchema.safeParse(values);
  if (parsed.success) return parsed.data;
  const invalid = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  const kept = Object.fromEntries(
    Object.keys(fallback).map((key) => [
      key,
      invalid.has(key) || !(key in values) ? fallback[key as keyof ContentSettings] : values[key],
    ]),
  );
  logger.error({ fields: [...invalid] }, what);
  // The prices must make sense together (the regular one above the other): if a kept one and
  // a default one do not, both take their defaults.
  const withPrices = {
    ...kept,
    guidePrice: fallback.guidePrice,
    compareAtPrice: fallback.compareAtPrice,
  };
  for (const candidate of [kept, withPrices]) {
    const repaired = contentSettingsSchema.safeParse(candidate);
    if (repaired.success) return repaired.data;
  }
  return fallback;
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
      contentOf(defaults),
      logger,
      'stored site settings are invalid: these fields run on their defaults',
    );
    snapshot = { version: row.version, settings: withContent(defaults, content) };
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
