import { Hono, type Context } from 'hono';
import { auditActor } from '#server/audit/audit-actor.ts';
import type { ServerContext } from '#server/context.ts';
import { notFound } from '#server/http/http-error.ts';
import { parseJsonBody } from '#server/http/parse-body.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import {
  automationIds,
  automationUpdateSchema,
  type Automation,
  type AutomationId,
} from '#shared/contracts/admin-mail.ts';
import { listAutomations, saveAutomation } from './automation-service.ts';

const path = (full: string) => full.slice(adminApi.prefix.length);

function automationId(c: Context): AutomationId {
  const id = automationIds.find((known) => known === c.req.param('id'));
  if (!id) throw notFound('There is no such automation.');
  return id;
}

/** The Mail section's automations: each one's on/off, timings and texts (owners). */
export function automationRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();

  routes.get(path(adminApi.mailAutomations), async (c) => c.json(await listAutomations(ctx)));

  routes.put(path(adminApi.mailAutomation(':id')), async (c) => {
    const id = automationId(c);
    const update = await parseJsonBody(c, automationUpdateSchema(id));
    const automation = { id, ...update } as Automation;
    return c.json(await saveAutomation(ctx, auditActor(c), automation));
  });

  return routes;
}
