import type { Database } from '#server/db/database.ts';
import type { Logger } from '#server/logger.ts';
import { reloadableSource } from '#server/reloadable-source.ts';
import { newestGuideFile } from '#server/guide-files/guide-files-repository.ts';
import {
  clockedSettings,
  contentOf,
  sampleWordings,
  withContent,
  withGuidePages,
  type SiteSettings,
  type SiteSettingsSource,
} from '#server/site-settings/site-settings.ts';
import { contentSettingsSchema, type ContentSettings } from '#shared/contracts/admin-settings.ts';
import { withoutFormerSamples } from './former-samples.ts';
import { findSettingsRow } from './settings-repository.ts';

/**
 * Stored values checked against the contract. A setting the row does not name (saved before
 * the setting existed) takes its value from `fallback`, which is normal and not logged; a
 * field that no longer passes (the contract grew stricter, or the row was edited by hand) does
 * too, so one bad field never silently undoes the others (the price charged, the brand), and
 * what was replaced is logged. Names the contract no longer has are ignored.
 */
export function storedContent(
  stored: Record<string, unknown>,
  fallback: ContentSettings,
  logger: Logger,
  what: string,
): ContentSettings {
  const values: Record<string, unknown> = { ...fallback, ...stored };
  const parsed = contentSettingsSchema.safeParse(values);
  if (parsed.success) return parsed.data;
  const invalid = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  const kept = Object.fromEntries(
    Object.keys(fallback).map((key) => [
      key,
      invalid.has(key) ? fallback[key as keyof ContentSettings] : values[key],
    ]),
  );
  logger.error({ fields: [...invalid] }, what);
  // The prices must make sense together (the regular one above the other, the sale below): if a
  // kept one and a default one do not, the sale, then the prices too, take their defaults.
  const withoutSale = {
    ...kept,
    salePrice: fallback.salePrice,
    saleStartsAt: fallback.saleStartsAt,
    saleEndsAt: fallback.saleEndsAt,
    saleShowsEnd: fallback.saleShowsEnd,
  };
  const withPrices = {
    ...withoutSale,
    guidePrice: fallback.guidePrice,
    compareAtPrice: fallback.compareAtPrice,
  };
  for (const candidate of [kept, withoutSale, withPrices]) {
    const repaired = contentSettingsSchema.safeParse(candidate);
    if (repaired.success) return repaired.data;
  }
  return fallback;
}

/** The saved settings' version and what they give, with the uploaded guide's page count. */
interface SavedSnapshot {
  version: number;
  saved: SiteSettings;
  guidePages: number | undefined;
  settings: SiteSettings;
}

/**
 * The settings saved in the back office over `defaults`, with the uploaded guide's page count,
 * kept in memory so `current()` costs nothing: loaded here, then read again on `reload()`
 * (after a save or an upload on this instance, or a notification from another), one reload
 * after another. The planned sale is applied by `clock` when read: a sale starting or ending
 * tells the listeners as a reload does.
 */
export async function storedSettings(
  db: Database,
  defaults: SiteSettings,
  logger: Logger,
  clock: () => Date,
): Promise<SiteSettingsSource> {
  const source = await reloadableSource<SavedSnapshot>({
    initial: { version: 0, saved: defaults, guidePages: undefined, settings: defaults },
    async read(held) {
      const row = await findSettingsRow(db);
      const guidePages = (await newestGuideFile(db))?.pageCount;
      const newRow = row !== undefined && row.version > held.version;
      if (!newRow && guidePages === held.guidePages) return held;
      const saved = newRow
        ? withContent(
            defaults,
            storedContent(
              withoutFormerSamples(row.values, sampleWordings(defaults)),
              contentOf(defaults),
              logger,
              'stored site settings are invalid: these fields run on their defaults',
            ),
          )
        : held.saved;
      const version = newRow ? row.version : held.version;
      return { version, saved, guidePages, settings: withGuidePages(saved, guidePages) };
    },
  });
  const clocked = clockedSettings(() => source.current().settings, clock);
  return {
    current: clocked.current,
    saved: clocked.saved,
    reload: source.reload,
    onChange: (listener) => {
      source.onChange(listener);
      clocked.onPhaseChange(listener);
    },
  };
}
