import type { Context } from 'hono';
import { readSessionCookie } from '#server/auth/session-cookie.ts';
import { resumeSession } from '#server/auth/session-service.ts';
import type { ServerContext } from '#server/context.ts';
import { siteInfo } from '#server/site-settings/site-info.ts';
import { contentOf, settingsAt, withContent } from '#server/site-settings/site-settings.ts';
import type { SiteInfo } from '#shared/site-info.ts';
import { findPreviewDraft } from './settings-repository.ts';
import { previewDraftLifetimeMs } from './settings-service.ts';
import { storedContent } from './stored-settings.ts';

type PreviewContext = Pick<ServerContext, 'db' | 'clock' | 'config' | 'settings' | 'logger'>;

/**
 * The site with the draft of the admin session in the request's cookie over the settings in
 * force; undefined for anyone else (no session, not an admin, no draft), who gets the live
 * page. Only the page handler asks, and only for a page requested as a preview.
 */
export function settingsPreview(ctx: PreviewContext) {
  return async (c: Context): Promise<SiteInfo | undefined> => {
    const token = readSessionCookie(c, ctx.config);
    const signedIn = token ? await resumeSession(ctx, token) : undefined;
    if (!signedIn) return undefined;
    const since = new Date(ctx.clock().getTime() - previewDraftLifetimeMs);
    const stored = await findPreviewDraft(ctx.db, signedIn.sessionHash, since);
    if (!stored) return undefined;
    const saved = ctx.settings.saved();
    const draft = storedContent(
      stored,
      contentOf(saved),
      ctx.logger,
      'stored preview draft is invalid',
    );
    // The draft's sale is applied as the live one is, so a preview shows the price buyers would pay now.
    return siteInfo(settingsAt(withContent(saved, draft), ctx.clock()), ctx.config);
  };
}
