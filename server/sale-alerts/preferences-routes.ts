import { Hono } from 'hono';
import type { ServerContext } from '#server/context.ts';
import { parseJsonBody } from '#server/http/parse-body.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { adminPreferencesSchema } from '#shared/contracts/admin-preferences.ts';
import { adminPreferences, saveAdminPreferences } from './preferences-service.ts';

const path = adminApi.preferences.slice(adminApi.prefix.length);

/** The signed-in admin's own settings (owner and support alike); nobody else's can be named. */
export function adminPreferencesRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();

  routes.get(path, async (c) => c.json(await adminPreferences(ctx, c.get('admin').id)));

  routes.put(path, async (c) => {
    const preferences = await parseJsonBody(c, adminPreferencesSchema);
    return c.json(await saveAdminPreferences(ctx, { userId: c.get('admin').id, preferences }));
  });

  return routes;
}
