import { Hono } from 'hono';
import { auditActor } from '#server/audit/audit-actor.ts';
import type { ServerContext } from '#server/context.ts';
import { csvDownload } from '#server/http/csv-export.ts';
import { notFound } from '#server/http/http-error.ts';
import { parseQuery } from '#server/http/parse-query.ts';
import { orderIdPattern } from '#server/purchase/order-service.ts';
import { orderSearchQuerySchema } from '#shared/contracts/admin.ts';
import { findOrders, orderDetail, ordersOverview } from './admin-orders-service.ts';
import { refundOrder, requeueMail, resendOrderDelivery } from './order-actions-service.ts';
import { ordersExport } from './orders-export.ts';

// Ids we issued look like ours; anything else is not looked up.
const mailIdPattern = /^\d{1,9}$/;

const orderId = (id: string) => {
  if (!orderIdPattern.test(id)) throw notFound('There is no such order.');
  return id;
};

/** The orders card, search, an order's detail and its actions, the export: under /api/admin. */
export function adminOrdersRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();

  routes.get('/orders', async (c) => c.json(await ordersOverview(ctx)));

  routes.get('/orders/search', async (c) =>
    c.json(await findOrders(ctx, parseQuery(c, orderSearchQuerySchema))),
  );

  routes.get('/orders.csv', async (c) =>
    csvDownload(c, await ordersExport(ctx, auditActor(c)), ctx.logger),
  );

  routes.get('/orders/:id', async (c) =>
    c.json(await orderDetail(ctx, orderId(c.req.param('id')))),
  );

  routes.post('/orders/:id/refund', async (c) =>
    c.json(await refundOrder(ctx, auditActor(c), orderId(c.req.param('id')))),
  );

  routes.post('/orders/:id/resend', async (c) =>
    c.json(await resendOrderDelivery(ctx, auditActor(c), orderId(c.req.param('id')))),
  );

  routes.post('/mails/:id/requeue', async (c) => {
    const id = c.req.param('id');
    if (!mailIdPattern.test(id)) throw notFound('There is no such mail.');
    return c.json(await requeueMail(ctx, auditActor(c), Number(id)));
  });

  return routes;
}
