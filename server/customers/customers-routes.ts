import { Hono } from 'hono';
import { auditActor } from '#server/audit/audit-actor.ts';
import type { ServerContext } from '#server/context.ts';
import { csvDownload } from '#server/http/csv-export.ts';
import { parseQuery } from '#server/http/parse-query.ts';
import { customerQuerySchema } from '#shared/contracts/admin-customers.ts';
import { emailField } from '#shared/contracts/fields.ts';
import {
  customerDetail,
  customerNotFound,
  customersExport,
  listCustomerPage,
} from './customers-service.ts';

/** The Customers section: the buyers, one buyer with their orders, the export; under /api/admin. */
export function customersRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();

  routes.get('/customers', async (c) =>
    c.json(await listCustomerPage(ctx, parseQuery(c, customerQuerySchema))),
  );

  routes.get('/customers.csv', async (c) =>
    csvDownload(c, await customersExport(ctx, auditActor(c)), ctx.logger),
  );

  routes.get('/customers/:email', async (c) => {
    // Anything but an address is not looked up.
    const email = emailField.safeParse(c.req.param('email'));
    if (!email.success) throw customerNotFound;
    return c.json(await customerDetail(ctx, email.data));
  });

  return routes;
}
