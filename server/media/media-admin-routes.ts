import { Hono } from 'hono';
import { auditActor } from '#server/audit/audit-actor.ts';
import type { ServerContext } from '#server/context.ts';
import { notFound } from '#server/http/http-error.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { readImageUpload } from './image-upload.ts';
import { imageIdPattern, listImages, removeImage, uploadImage } from './media-service.ts';

/** The upload route: the /api boundary lets its body past the JSON limit (it bounds it itself). */
export const imageUploadPath = adminApi.images;

/** The Images card: list, upload (the raw file as the body), remove. Under /api/admin. */
export function mediaAdminRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();

  routes.get('/images', async (c) => c.json(await listImages(ctx)));

  routes.post('/images', async (c) => {
    const upload = await readImageUpload(c, ctx.config.uploads.imageMaxBytes);
    const { entry, created } = await uploadImage(ctx, auditActor(c), upload);
    return c.json(entry, created ? 201 : 200);
  });

  routes.delete('/images/:id', async (c) => {
    const id = c.req.param('id');
    if (!imageIdPattern.test(id)) throw notFound('There is no such image.');
    await removeImage(ctx, auditActor(c), id);
    return c.json({ ok: true as const });
  });

  return routes;
}
