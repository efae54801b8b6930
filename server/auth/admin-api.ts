import { Hono } from 'hono';
import type { ServerContext } from '#server/context.ts';
import { sameOriginFetchesOnly } from '#server/http/same-origin.ts';
import { exportAccess } from '#shared/admin-sections.ts';
import { adminApi as adminPaths, adminExports } from '#shared/contracts/admin-api.ts';
import type { AdminRole } from '#shared/contracts/auth.ts';
import { allowRoles, requireAdmin, requireSecondFactorSetup } from './require-admin.ts';

/** One feature's admin routes and the roles that may call them: there is no default. */
export interface AdminRouter {
  routes: Hono;
  roles: readonly AdminRole[];
}

/**
 * The back office's JSON routes under /api/admin, every one behind `requireAdmin` and the
 * role check of its router, and the team's second-factor rule: a router mounted here cannot forget either (admin-api.db.test.ts
 * walks every mounted route). Only our own pages call them, so a request a browser made for
 * another site is refused first, GETs included: some have effects (an export is a download
 * and an audit entry).
 *
 * Each route is registered with its router's role check in front of it, one by one: a
 * middleware for `*` in a mounted router would run for every router's routes. An export
 * (`adminExports`) is narrowed to `exportAccess` here, the one place that rule is kept.
 */
export function adminApi(
  ctx: Pick<ServerContext, 'db' | 'clock' | 'config'>,
  routers: AdminRouter[],
): Hono {
  const admin = new Hono();
  admin.use('*', sameOriginFetchesOnly(), requireAdmin(ctx), requireSecondFactorSetup());
  for (const { routes, roles } of routers) {
    const roleCheck = allowRoles(roles);
    const exportCheck = allowRoles(roles.filter((role) => exportAccess.includes(role)));
    for (const route of routes.routes) {
      const isExport = adminExports.includes(`${adminPaths.prefix}${route.path}`);
      admin.on(route.method, route.path, isExport ? exportCheck : roleCheck, route.handler);
    }
  }
  const api = new Hono();
  api.route('/admin', admin);
  return api;
}
