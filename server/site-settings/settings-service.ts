import type { AdminActor } from '#server/audit/audit-actor.ts';
import { recordAudit } from '#server/audit/audit-repository.ts';
import type { ServerContext } from '#server/context.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { contentOf, defaultSettings, sampleWordings } from '#server/site-settings/site-settings.ts';
import type { ContentSettings, ContentSettingsAnswer } from '#shared/contracts/admin-settings.ts';
import { previewUrl } from '#shared/preview.ts';
import {
  deletePreviewDraftsBefore,
  findSettingsRow,
  lockSettingsValues,
  storePreviewDraft,
  storeSettings,
} from './settings-repository.ts';

type SettingsContext = Pick<ServerContext, 'db' | 'settings' | 'clock' | 'config'>;

/** A draft shows for a day after it was stored; older ones are deleted. */
export const previewDraftLifetimeMs = 24 * 60 * 60_000;

/** The settings in force (read again first, so another instance's save shows) and who saved them. */
export async function settingsAnswer(ctx: SettingsContext): Promise<ContentSettingsAnswer> {
  const row = await findSettingsRow(ctx.db);
  await ctx.settings.reload();
  return {
    settings: contentOf(ctx.settings.saved()),
    sampleWordings: sampleWordings(defaultSettings(ctx.config)),
    updatedAt: row?.updatedAt.toISOString() ?? null,
    updatedBy: row?.updatedBy ?? null,
  };
}

/**
 * Stores the settings as a new version with an audit entry naming the previous and the new
 * values, in one transaction that also tells every instance; then this instance reads them
 * again at once (which clears its page cache), so the answer shows the site as it is now.
 */
export async function saveSettings(
  ctx: SettingsContext,
  actor: AdminActor,
  settings: ContentSettings,
): Promise<ContentSettingsAnswer> {
  const inForce = contentOf(ctx.settings.saved());
  await inTransaction(ctx.db, async (tx) => {
    const previous = (await lockSettingsValues(tx)) ?? inForce;
    const version = await storeSettings(tx, settings, actor.actorId, ctx.clock());
    await recordAudit(tx, {
      ...actor,
      action: 'settings_saved',
      target: `version ${version}`,
      detail: { previous, next: settings },
    });
  });
  return settingsAnswer(ctx);
}

/** Keeps the draft for this admin session only, and says where to see it. */
export async function savePreviewDraft(
  ctx: SettingsContext,
  sessionHash: string,
  draft: ContentSettings,
): Promise<{ url: string }> {
  const now = ctx.clock();
  await deletePreviewDraftsBefore(ctx.db, new Date(now.getTime() - previewDraftLifetimeMs));
  await storePreviewDraft(ctx.db, sessionHash, draft, now);
  return { url: previewUrl };
}
