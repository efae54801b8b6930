import { Hono } from 'hono';
import { auditActor } from '#server/audit/audit-actor.ts';
import type { ServerContext } from '#server/context.ts';
import { parseJsonBody } from '#server/http/parse-body.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import {
  personErasurePath,
  personErasureRequestSchema,
} from '#shared/contracts/privacy-erasure.ts';
import { erasePerson } from './privacy-erasure-service.ts';

/** A person's erasure, under /api/admin (mounted for owners alone). */
export function privacyErasureRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();
  routes.post(personErasurePath.slice(adminApi.prefix.length), async (c) => {
    const { email } = await parseJsonBody(c, personErasureRequestSchema);
    return c.json(await erasePerson(ctx, auditActor(c), email));
  });
  return routes;
}
