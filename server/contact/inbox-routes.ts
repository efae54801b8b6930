import { Hono } from 'hono';
import { auditActor } from '#server/audit/audit-actor.ts';
import type { ServerContext } from '#server/context.ts';
import { notFound } from '#server/http/http-error.ts';
import { parseJsonBody } from '#server/http/parse-body.ts';
import { parseQuery } from '#server/http/parse-query.ts';
import { storedIdParam } from '#server/http/stored-id.ts';
import { messageUpdateSchema, pageQuerySchema } from '#shared/contracts/admin.ts';
import { listMessages, updateMessage } from './inbox-service.ts';

/** The back office's contact inbox, under /api/admin. */
export function inboxRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();

  routes.get('/messages', async (c) =>
    c.json(await listMessages(ctx, parseQuery(c, pageQuerySchema).page)),
  );

  routes.post('/messages/:id', async (c) => {
    const id = storedIdParam(c, notFound('There is no such message.'));
    const change = await parseJsonBody(c, messageUpdateSchema);
    return c.json(await updateMessage(ctx, auditActor(c), id, change));
  });

  return routes;
}
