import type { MiddlewareHandler } from 'hono';
import type { ServerContext } from '#server/context.ts';
import { HttpError } from '#server/http/http-error.ts';
import { isAdminRole, type AdminRole, type AuthUser } from '#shared/contracts/auth.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { adminRefusals } from '#shared/contracts/api-error.ts';
import { readSessionCookie } from './session-cookie.ts';
import { accessWasRemoved, resumeSession } from './session-service.ts';

declare module 'hono' {
  interface ContextVariableMap {
    /** The signed-in admin; set by `requireAdmin` on every /api/admin route. */
    admin: AuthUser;
    /** The hash naming the admin's current session. */
    sessionHash: string;
    /** The team's rule holds this admin at setting up a second factor (read with the session). */
    secondFactorSetupRequired: boolean;
  }
}

export const authenticationRequired = new HttpError(
  401,
  adminRefusals.authenticationRequired,
  'Please sign in to continue. Your session may have expired.',
);

/** A signed-in person whose admin role was taken away: told so, not that the session expired. */
export const accessRemoved = new HttpError(
  403,
  adminRefusals.accessRemoved,
  'Your access to the back office was removed.',
);

/** An admin whose role does not reach this route: they stay signed in. */
export const roleNotAllowed = new HttpError(
  403,
  adminRefusals.roleNotAllowed,
  'Your role does not allow this.',
);

/** Lets a request through only with a live session of a user who is an admin now. */
export function requireAdmin(
  ctx: Pick<ServerContext, 'db' | 'clock' | 'config'>,
): MiddlewareHandler {
  return async (c, next) => {
    const token = readSessionCookie(c, ctx.config);
    const signedIn = token ? await resumeSession(ctx, token) : undefined;
    if (!signedIn) {
      throw token && (await accessWasRemoved(ctx, token)) ? accessRemoved : authenticationRequired;
    }
    const { id, email, role } = signedIn.user;
    if (!isAdminRole(role)) throw accessRemoved;
    c.set('admin', { id, email, role });
    c.set('sessionHash', signedIn.sessionHash);
    c.set('secondFactorSetupRequired', signedIn.secondFactorSetupRequired);
    c.header('Cache-Control', 'private, no-store');
    await next();
  };
}

/** Behind `requireAdmin`: lets through only the admins whose role is among `roles`. */
export function allowRoles(roles: readonly AdminRole[]): MiddlewareHandler {
  return async (c, next) => {
    if (!roles.includes(c.get('admin').role)) throw roleNotAllowed;
    await next();
  };
}

/** An admin the team's rule holds at setting up a second factor before anything else. */
export const setupRequired = new HttpError(
  403,
  adminRefusals.secondFactorSetupRequired,
  'Your team requires a second factor: set one up to continue.',
);

/** The routes an admin without a factor may call while the team's rule is on: their own factors'. */
const setupPaths = new Set<string>([
  adminApi.secondFactors,
  adminApi.passkeyOptions,
  adminApi.passkeys,
  adminApi.totpSetup,
  adminApi.totp,
  adminApi.recoveryCodes,
]);

/**
 * Behind `requireAdmin`: while the owners require a second factor, an admin who signed in
 * without one (they had none) reaches only the routes that set one up.
 */
export function requireSecondFactorSetup(): MiddlewareHandler {
  return async (c, next) => {
    if (c.get('secondFactorSetupRequired') && !setupPaths.has(c.req.path)) throw setupRequired;
    await next();
  };
}
