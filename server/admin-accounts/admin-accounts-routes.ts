import { Hono } from 'hono';
import { auditActor } from '#server/audit/audit-actor.ts';
import { writeDeviceCookie } from '#server/auth/device-cookie.ts';
import { clearSessionCookie } from '#server/auth/session-cookie.ts';
import type { ServerContext } from '#server/context.ts';
import { HttpError, notFound, RateLimitedError } from '#server/http/http-error.ts';
import { rateLimitRules } from '#server/http/rate-limit-rules.ts';
import { parseJsonBody } from '#server/http/parse-body.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import {
  changeAdminRoleRequestSchema,
  grantAdminRequestSchema,
  type RevokeAdminResponse,
} from '#shared/contracts/admin.ts';
import { changePasswordRequestSchema } from '#shared/contracts/auth.ts';
import {
  adminAccounts,
  auditEntries,
  changeAdminRole,
  changePassword,
  grantAdmin,
  revokeAdmin,
} from './admin-accounts-service.ts';

/** How many audit entries the Security card shows. */
export const auditPageSize = 50;

const noSuchAdmin = notFound('There is no admin with this id.');

const lastOwner = new HttpError(
  409,
  'last_owner',
  'This is the last owner who can sign in, so they stay an owner. Make someone else an owner first, and let them set their password.',
);

const wrongCurrentPassword = new HttpError(
  400,
  'validation_failed',
  'Some fields are missing or invalid.',
  { currentPassword: 'This is not your current password.' },
);

const invitationCapped = new HttpError(
  429,
  'invitation_capped',
  'An invitation was mailed to this address a short while ago. Ask them to look for it (spam folder too), or try again later.',
);

const path = (full: string) => full.slice(adminApi.prefix.length);

/** The team (owners only): the admins, granting, changing and revoking roles, the audit log. */
export function teamRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();

  routes.get(path(adminApi.admins), async (c) =>
    c.json({ admins: await adminAccounts(ctx, c.get('admin').id) }),
  );

  routes.post(path(adminApi.admins), async (c) => {
    const request = await parseJsonBody(c, grantAdminRequestSchema);
    const outcome = await grantAdmin(ctx, { ...request, actor: auditActor(c) });
    if (outcome.status === 'invitation_capped') throw invitationCapped;
    return c.json(outcome.response);
  });

  // adminApi.revokeAdmin(':id') would encode the colon.
  routes.post('/admins/:id/revoke', async (c) => {
    const userId = c.req.param('id');
    const outcome = await revokeAdmin(ctx, { userId, actor: auditActor(c) });
    if (outcome === 'not_found') throw noSuchAdmin;
    if (outcome === 'last_owner') throw lastOwner;
    const signedOut = userId === c.get('admin').id;
    if (signedOut) clearSessionCookie(c, ctx.config);
    return c.json({ ok: true, signedOut } satisfies RevokeAdminResponse);
  });

  routes.post('/admins/:id/role', async (c) => {
    const { role } = await parseJsonBody(c, changeAdminRoleRequestSchema);
    const userId = c.req.param('id');
    const outcome = await changeAdminRole(ctx, { userId, role, actor: auditActor(c) });
    if (outcome.status === 'not_found') throw noSuchAdmin;
    if (outcome.status === 'last_owner') throw lastOwner;
    return c.json({ admin: outcome.admin });
  });

  routes.get(path(adminApi.audit), async (c) =>
    c.json({ entries: await auditEntries(ctx, auditPageSize) }),
  );

  return routes;
}

/** What every admin may do to their own account: change the password. */
export function ownAccountRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();

  routes.post(path(adminApi.password), async (c) => {
    const passwords = await parseJsonBody(c, changePasswordRequestSchema);
    const outcome = await changePassword(ctx, {
      ...passwords,
      actor: auditActor(c),
      sessionHash: c.get('sessionHash'),
    });
    if (outcome.status === 'limited') {
      throw new RateLimitedError(
        rateLimitRules.signInPerAddress.message,
        outcome.retryAfterSeconds,
      );
    }
    if (outcome.status === 'wrong_password') throw wrongCurrentPassword;
    if (outcome.status === 'refused') {
      throw new HttpError(400, 'validation_failed', 'Some fields are missing or invalid.', {
        newPassword: outcome.message,
      });
    }
    writeDeviceCookie(c, ctx.config, outcome.deviceToken);
    return c.json({ ok: true as const });
  });

  return routes;
}
