import { Hono } from 'hono';
import { auditActor } from '#server/audit/audit-actor.ts';
import type { ServerContext } from '#server/context.ts';
import { parseQuery } from '#server/http/parse-query.ts';
import { personExportQuerySchema } from '#shared/contracts/privacy.ts';
import { personExportDownload } from './privacy-export-download.ts';
import { ownerPersonExport } from './privacy-export-service.ts';

/**
 * `GET /person-export?email=` under /api/admin: everything held about one address, for an
 * owner answering a privacy request (an export: `adminExports` narrows it to the owners).
 */
export function privacyExportRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();
  routes.get('/person-export', async (c) => {
    const { email } = parseQuery(c, personExportQuerySchema);
    return personExportDownload(c, await ownerPersonExport(ctx, auditActor(c), email));
  });
  return routes;
}
