import { Hono, type Context } from 'hono';
import { auditActor } from '#server/audit/audit-actor.ts';
import type { ServerContext } from '#server/context.ts';
import { notFound } from '#server/http/http-error.ts';
import { parseJsonBody } from '#server/http/parse-body.ts';
import { parseQuery } from '#server/http/parse-query.ts';
import { pageQuerySchema } from '#shared/contracts/admin.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import {
  audienceQuerySchema,
  broadcastsApi,
  liftSuppressionsSchema,
  suppressAddressSchema,
} from '#shared/contracts/admin-mail.ts';
import { emailField } from '#shared/contracts/fields.ts';
import {
  allowAgain,
  allowManyAddressesAgain,
  audienceCounts,
  keepOut,
  listAudience,
  listSuppressed,
} from './mail-audience-admin-service.ts';

const under = (path: string) => path.slice(adminApi.prefix.length);
const suppressed = under(adminApi.mailSuppressed);

/** The address in the path, lower-cased as stored; anything else names no row. */
function addressParam(c: Context): string {
  const parsed = emailField.safeParse(c.req.param('email'));
  if (!parsed.success) throw notFound('This address is not kept out of mail.');
  return parsed.data.toLowerCase();
}

/** Who marketing mail reaches and the addresses kept out of it, under /api/admin (owners). */
export function mailAudienceAdminRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();

  routes.get(under(adminApi.mailAudience), async (c) => c.json(await audienceCounts(ctx)));

  routes.get(suppressed, async (c) => {
    const { page } = parseQuery(c, pageQuerySchema);
    return c.json(await listSuppressed(ctx, page));
  });

  routes.post(suppressed, async (c) => {
    const input = await parseJsonBody(c, suppressAddressSchema);
    return c.json(await keepOut(ctx, auditActor(c), input), 201);
  });

  routes.post(under(broadcastsApi.liftSuppressed), async (c) => {
    const lift = await parseJsonBody(c, liftSuppressionsSchema);
    return c.json(await allowManyAddressesAgain(ctx, auditActor(c), lift));
  });

  routes.delete(`${suppressed}/:email`, async (c) => {
    await allowAgain(ctx, auditActor(c), addressParam(c));
    return c.body(null, 204);
  });

  return routes;
}

/** Everyone marketing mail reaches, listed for the Subscribers section (its roles read it). */
export function audienceListRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();
  routes.get(under(adminApi.subscribersAudience), async (c) =>
    c.json(await listAudience(ctx, parseQuery(c, audienceQuerySchema))),
  );
  return routes;
}
