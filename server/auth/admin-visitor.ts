import type { Context } from 'hono';
import type { ServerContext } from '#server/context.ts';
import { readSessionCookie } from './session-cookie.ts';
import { isLiveAdminSession } from './session-service.ts';

/**
 * Whether a request comes from the browser of a signed-in admin, whose own visits and
 * previews are not the site's traffic. The database is asked only when the request carries
 * the session cookie (whole-site path, SameSite=Lax: the tracker's same-origin posts send it),
 * so a visitor's request costs nothing more.
 */
export async function fromSignedInAdmin(
  ctx: Pick<ServerContext, 'db' | 'clock' | 'config'>,
  c: Context,
): Promise<boolean> {
  const token = readSessionCookie(c, ctx.config);
  return token ? isLiveAdminSession(ctx, token) : false;
}
