import { Hono } from 'hono';
import { auditActor } from '#server/audit/audit-actor.ts';
import type { ServerContext } from '#server/context.ts';
import { notFound } from '#server/http/http-error.ts';
import { readUploadBody, uploadedName } from '#server/http/upload-body.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import {
  guideFileIdPattern,
  guideFilesOverview,
  removeGuideFile,
  storeGuideFile,
} from './guide-files-service.ts';

/** The upload's path, which reads its own (large) body: listed in the /api upload paths. */
export const guideUploadPath = adminApi.guideFiles;

/** The Single Guide card: the stored PDFs, an upload (the raw PDF as the body), a removal. */
export function guideFilesRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();

  routes.get('/guide-files', async (c) => c.json(await guideFilesOverview(ctx)));

  routes.post('/guide-files', async (c) => {
    const name = uploadedName(c);
    const bytes = await readUploadBody(c, ctx.config.uploads.guideMaxBytes);
    return c.json(await storeGuideFile(ctx, auditActor(c), { name, bytes }), 201);
  });

  routes.delete('/guide-files/:id', async (c) => {
    const id = c.req.param('id');
    if (!guideFileIdPattern.test(id)) throw notFound('There is no such guide file.');
    return c.json(await removeGuideFile(ctx, auditActor(c), id));
  });

  return routes;
}
