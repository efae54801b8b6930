import { Hono, type Context } from 'hono';
import { auditActor } from '#server/audit/audit-actor.ts';
import type { ServerContext } from '#server/context.ts';
import { issuedIdPattern } from '#server/db/issued-ids.ts';
import { notFound } from '#server/http/http-error.ts';
import { parseJsonBody } from '#server/http/parse-body.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { discountCodeInputSchema } from '#shared/contracts/discount-codes.ts';
import {
  createDiscountCode,
  discountCodeIdPrefix,
  editDiscountCode,
  listDiscountCodes,
  removeDiscountCode,
} from './discount-codes-admin-service.ts';

const discountCodes = adminApi.discountCodes.slice(adminApi.prefix.length);
const idPattern = issuedIdPattern(discountCodeIdPrefix);

// Ids we issued look like ours; anything else is not looked up.
function codeId(c: Context): string {
  const id = c.req.param('id') ?? '';
  if (!idPattern.test(id)) throw notFound('There is no such discount code.');
  return id;
}

/** The Discounts section (owners): codes with their figures, created, edited, deleted. */
export function discountCodesAdminRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();

  routes.get(discountCodes, async (c) => c.json(await listDiscountCodes(ctx)));

  routes.post(discountCodes, async (c) => {
    const input = await parseJsonBody(c, discountCodeInputSchema);
    return c.json(await createDiscountCode(ctx, auditActor(c), input), 201);
  });

  routes.put(`${discountCodes}/:id`, async (c) => {
    const id = codeId(c);
    const input = await parseJsonBody(c, discountCodeInputSchema);
    return c.json(await editDiscountCode(ctx, auditActor(c), id, input));
  });

  routes.delete(`${discountCodes}/:id`, async (c) => {
    await removeDiscountCode(ctx, auditActor(c), codeId(c));
    return c.json({ ok: true });
  });

  return routes;
}
