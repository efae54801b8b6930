import type { MiddlewareHandler } from 'hono';
import type { ServerContext } from '#server/context.ts';
import { HttpError } from '#server/http/http-error.ts';
import { isAdminRole, type AuthUser } from '#shared/contracts/auth.ts';
import { readSessionCookie } from './session-cookie.ts';
import { resumeSession } from './session-service.ts';

declare module 'hono' {
  interface ContextVariableMap {
    /** The signed-in admin; set by `requireAdmin` on every /api/admin route. */
    admin: AuthUser;
    /** The hash naming the admin's current session. */
    sessionHash: string;
  }
}

export const authenticationRequired = new HttpError(
  401,
  'authentication_required',
  'Please sign in to continue. Your session may have expired.',
);

export const adminRequired = new HttpError(
  403,
  'admin_required',
  'Access denied. Admin privileges required.',
);

/** Lets a request through only with a live session of a user who is an admin now. */
export function requireAdmin(
  ctx: Pick<ServerContext, 'db' | 'clock' | 'config'>,
): MiddlewareHandler {
  return async (c, next) => {
    const token = readSessionCookie(c, ctx.config);
    const signedIn = token ? await resumeSession(ctx, token) : undefined;
    if (!signedIn) throw authenticationRequired;
    const { id, email, role } = signedIn.user;
    if (!isAdminRole(role)) throw adminRequired;
    c.set('admin', { id, email, role });
    c.set('sessionHash', signedIn.sessionHash);
    c.header('Cache-Control', 'private, no-store');
    await next();
  };
}
