import { Hono } from 'hono';
import { auditActor } from '#server/audit/audit-actor.ts';
import type { ServerContext } from '#server/context.ts';
import { parseJsonBody } from '#server/http/parse-body.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { contentSettingsSchema } from '#shared/contracts/admin-settings.ts';
import { saveSettings, savePreviewDraft, settingsAnswer } from './settings-service.ts';

const path = (full: string) => full.slice(adminApi.prefix.length);

/** The Content Management form: the settings in force, saving them, previewing a draft. */
export function settingsRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();

  routes.get(path(adminApi.settings), async (c) => c.json(await settingsAnswer(ctx)));

  routes.put(path(adminApi.settings), async (c) => {
    const settings = await parseJsonBody(c, contentSettingsSchema);
    return c.json(await saveSettings(ctx, auditActor(c), settings));
  });

  routes.post(path(adminApi.settingsPreview), async (c) => {
    const draft = await parseJsonBody(c, contentSettingsSchema);
    return c.json(await savePreviewDraft(ctx, c.get('sessionHash'), draft));
  });

  return routes;
}
