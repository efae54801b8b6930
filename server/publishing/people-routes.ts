import { Hono, type Context } from 'hono';
import { auditActor } from '#server/audit/audit-actor.ts';
import type { ServerContext } from '#server/context.ts';
import { notFound } from '#server/http/http-error.ts';
import { parseJsonBody } from '#server/http/parse-body.ts';
import { storedIdParam } from '#server/http/stored-id.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { personInputSchema } from '#shared/contracts/publishing.ts';
import { peopleCopy } from '#content/admin-publishing-refusals.ts';
import { createPerson, editPerson, listPeople, removePerson } from './people-service.ts';

const list = adminApi.people.slice(adminApi.prefix.length);
const one = `${list}/:id`;
const personId = (c: Context) => storedIdParam(c, notFound(peopleCopy.noSuchPerson));

/** Publishing's authors and reviewers: list, add, change, remove. */
export function peopleRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();
  routes.get(list, async (c) => c.json(await listPeople(ctx)));
  routes.post(list, async (c) => {
    const input = await parseJsonBody(c, personInputSchema);
    return c.json(await createPerson(ctx, auditActor(c), input), 201);
  });
  routes.put(one, async (c) => {
    const id = personId(c);
    const input = await parseJsonBody(c, personInputSchema);
    return c.json(await editPerson(ctx, auditActor(c), id, input));
  });
  routes.delete(one, async (c) => {
    await removePerson(ctx, auditActor(c), personId(c));
    return c.body(null, 204);
  });
  return routes;
}
