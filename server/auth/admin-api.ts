import { Hono } from 'hono';
import type { ServerContext } from '#server/context.ts';
import { sameOriginFetchesOnly } from '#server/http/same-origin.ts';
import { requireAdmin } from './require-admin.ts';

/**
 * The back office's JSON routes under /api/admin, every one behind `requireAdmin`: a router
 * mounted here cannot forget the check (admin-api.test.ts walks every mounted route). Only
 * our own pages call them, so a request a browser made for another site is refused first,
 * GETs included: some have effects (an export is a download and an audit entry).
 */
export function adminApi(
  ctx: Pick<ServerContext, 'db' | 'clock' | 'config'>,
  features: Hono[],
): Hono {
  const admin = new Hono();
  admin.use('*', sameOriginFetchesOnly(), requireAdmin(ctx));
  for (const routes of features) admin.route('/', routes);
  const api = new Hono();
  api.route('/admin', admin);
  return api;
}
