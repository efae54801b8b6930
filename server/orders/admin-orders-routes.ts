import { Hono } from 'hono';
import { auditActor } from '#server/audit/audit-actor.ts';
import type { ServerContext } from '#server/context.ts';
import { csvDownload } from '#server/http/csv-export.ts';
import { parseQuery } from '#server/http/parse-query.ts';
import { orderSearchQuerySchema } from '#shared/contracts/admin.ts';
import {
  findOrders,
  orderDetail,
  ordersOverview,
  type OrderTraces,
} from './admin-orders-service.ts';
import { orderIdParam } from './orders.ts';
import { ordersExport } from './orders-export.ts';

/**
 * The orders card, search, an order's detail and the export: under /api/admin. An order's
 * actions (refund, resend, a mail again) are purchase's (`server/purchase/order-actions-routes.ts`).
 */
export function adminOrdersRoutes(ctx: ServerContext, traces: OrderTraces): Hono {
  const routes = new Hono();

  routes.get('/orders', async (c) => c.json(await ordersOverview(ctx)));

  routes.get('/orders/search', async (c) =>
    c.json(await findOrders(ctx, parseQuery(c, orderSearchQuerySchema))),
  );

  routes.get('/orders.csv', async (c) =>
    csvDownload(c, await ordersExport(ctx, auditActor(c)), ctx.logger),
  );

  routes.get('/orders/:id', async (c) =>
    c.json(await orderDetail(ctx, traces, orderIdParam(c.req.param('id')))),
  );

  return routes;
}
