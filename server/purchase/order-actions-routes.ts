import { Hono } from 'hono';
import { auditActor } from '#server/audit/audit-actor.ts';
import type { ServerContext } from '#server/context.ts';
import { notFound } from '#server/http/http-error.ts';
import { orderIdParam, type OrderTraces } from '#server/orders/orders.ts';
import { refundOrder, requeueMail, resendOrderDelivery } from './order-actions-service.ts';

// Ids we issued look like ours; anything else is not looked up.
const mailIdPattern = /^\d{1,9}$/;

/**
 * An order's actions in the back office, beside its views (`server/orders/admin-orders-routes.ts`):
 * the refund through the provider, the delivery sent again, a failed mail queued again; under
 * /api/admin.
 */
export function orderActionsRoutes(ctx: ServerContext, traces: OrderTraces): Hono {
  const routes = new Hono();

  routes.post('/orders/:id/refund', async (c) =>
    c.json(await refundOrder(ctx, traces, auditActor(c), orderIdParam(c.req.param('id')))),
  );

  routes.post('/orders/:id/resend', async (c) =>
    c.json(await resendOrderDelivery(ctx, traces, auditActor(c), orderIdParam(c.req.param('id')))),
  );

  routes.post('/mails/:id/requeue', async (c) => {
    const id = c.req.param('id');
    if (!mailIdPattern.test(id)) throw notFound('There is no such mail.');
    return c.json(await requeueMail(ctx, auditActor(c), Number(id)));
  });

  return routes;
}
