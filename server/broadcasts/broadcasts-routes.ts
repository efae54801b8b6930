import { Hono, type Context } from 'hono';
import { auditActor } from '#server/audit/audit-actor.ts';
import type { ServerContext } from '#server/context.ts';
import { notFound } from '#server/http/http-error.ts';
import { parseJsonBody } from '#server/http/parse-body.ts';
import { parseQuery } from '#server/http/parse-query.ts';
import { storedIdParam } from '#server/http/stored-id.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import {
  broadcastArchiveSchema,
  broadcastDraftSchema,
  broadcastSendSchema,
  broadcastsApi,
  broadcastsQuerySchema,
  mailPreviewRequestSchema,
} from '#shared/contracts/admin-mail.ts';
import { broadcastEml, previewMail, sendTestMail } from './broadcast-mail-service.ts';
import {
  archiveBroadcast,
  broadcastDetail,
  cancelBroadcast,
  createBroadcast,
  editBroadcast,
  listBroadcasts,
  pauseBroadcast,
  removeBroadcast,
  resumeBroadcast,
  sendBroadcast,
} from './broadcasts-service.ts';

/** A path of broadcastsApi as the admin router holds it, with `:id` where the id goes. */
const path = (full: string) => full.slice(adminApi.prefix.length);
const list = path(broadcastsApi.broadcasts);
const one = `${list}/:id`;
const broadcastId = (c: Context) => storedIdParam(c, notFound('There is no such broadcast.'));

/** The Mail section's broadcasts (owners only): drafts, preview, test, send, pause, archive, .eml. */
export function broadcastsRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();

  routes.get(list, async (c) =>
    c.json(await listBroadcasts(ctx, parseQuery(c, broadcastsQuerySchema))),
  );

  routes.post(list, async (c) => {
    const draft = await parseJsonBody(c, broadcastDraftSchema);
    return c.json(await createBroadcast(ctx, auditActor(c), draft), 201);
  });

  routes.get(one, async (c) => c.json(await broadcastDetail(ctx, broadcastId(c))));

  routes.put(one, async (c) => {
    const id = broadcastId(c);
    const draft = await parseJsonBody(c, broadcastDraftSchema);
    return c.json(await editBroadcast(ctx, auditActor(c), id, draft));
  });

  routes.delete(one, async (c) => {
    await removeBroadcast(ctx, auditActor(c), broadcastId(c));
    return c.body(null, 204);
  });

  routes.post(`${one}/send`, async (c) => {
    const id = broadcastId(c);
    const send = await parseJsonBody(c, broadcastSendSchema);
    return c.json(await sendBroadcast(ctx, auditActor(c), id, send));
  });

  routes.post(`${one}/cancel`, async (c) =>
    c.json(await cancelBroadcast(ctx, auditActor(c), broadcastId(c))),
  );

  routes.post(`${one}/pause`, async (c) =>
    c.json(await pauseBroadcast(ctx, auditActor(c), broadcastId(c))),
  );

  routes.post(`${one}/resume`, async (c) =>
    c.json(await resumeBroadcast(ctx, auditActor(c), broadcastId(c))),
  );

  routes.post(`${one}/test`, async (c) =>
    c.json(await sendTestMail(ctx, auditActor(c), broadcastId(c)), 202),
  );

  routes.put(`${one}/archive`, async (c) => {
    const id = broadcastId(c);
    const change = await parseJsonBody(c, broadcastArchiveSchema);
    return c.json(await archiveBroadcast(ctx, auditActor(c), id, change));
  });

  routes.get(`${one}/eml`, async (c) => {
    const id = broadcastId(c);
    const message = await broadcastEml(ctx, auditActor(c), id);
    return c.body(new Uint8Array(message), 200, {
      'Content-Type': 'message/rfc822',
      'Content-Disposition': `attachment; filename="broadcast-${String(id)}.eml"`,
      'Cache-Control': 'no-store',
    });
  });

  routes.post(path(broadcastsApi.preview), async (c) =>
    c.json(await previewMail(ctx, await parseJsonBody(c, mailPreviewRequestSchema))),
  );

  return routes;
}
