import { Hono } from 'hono';
import { requeueMail } from '#server/admin-orders/order-actions-service.ts';
import { auditActor } from '#server/audit/audit-actor.ts';
import type { ServerContext } from '#server/context.ts';
import { notFound } from '#server/http/http-error.ts';
import { adminOverview } from './overview-service.ts';

// Outbox ids are integers we issued; anything else is not looked up.
const mailIdPattern = /^\d{1,9}$/;

/** `GET /api/admin/overview`, under /api/admin: owners only. */
export function overviewRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();
  routes.get('/overview', async (c) => c.json(await adminOverview(ctx)));
  return routes;
}

/**
 * `POST /api/admin/mail/:id/retry`, under /api/admin: owners and support, who may already
 * queue an order's failed mail again from its detail. A new round of attempts, audited.
 */
export function mailRetryRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();
  routes.post('/mail/:id/retry', async (c) => {
    const id = c.req.param('id');
    if (!mailIdPattern.test(id)) throw notFound('There is no such mail.');
    return c.json(await requeueMail(ctx, auditActor(c), Number(id)));
  });
  return routes;
}
