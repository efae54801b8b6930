import { Hono } from 'hono';
import type { ServerContext } from '#server/context.ts';
import { apiPrefix } from '#server/http/api-path.ts';
import { clientIp } from '#server/http/client-ip.ts';
import { parseJsonBody } from '#server/http/parse-body.ts';
import { libraryApi, librarySignInRequestSchema } from '#shared/contracts/library.ts';
import { librarySignInRequests } from './library-sign-in-requests.ts';

/** `POST /api/library/sign-in {email}`: the same `{ ok: true }` for every address. */
export function librarySignInRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();
  const signInRequest = librarySignInRequests(ctx);
  routes.post(libraryApi.signIn.slice(apiPrefix.length), async (c) => {
    const { email } = await parseJsonBody(c, librarySignInRequestSchema);
    await signInRequest({ email, ip: clientIp(c) });
    return c.json({ ok: true as const });
  });
  return routes;
}
