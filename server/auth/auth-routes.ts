import { Hono } from 'hono';
import type { ServerContext } from '#server/context.ts';
import { deferWork } from '#server/db/deferred-work.ts';
import { apiPrefix } from '#server/http/api-path.ts';
import { clientIp, rateLimitKey } from '#server/http/client-ip.ts';
import { HttpError, RateLimitedError } from '#server/http/http-error.ts';
import { parseJsonBody } from '#server/http/parse-body.ts';
import { createRateLimiter } from '#server/http/rate-limit.ts';
import { rateLimitRules } from '#server/http/rate-limit-rules.ts';
import { authApi } from '#shared/contracts/admin-api.ts';
import { forgotPasswordRequestSchema, signInRequestSchema } from '#shared/contracts/auth.ts';
import { requestPasswordReset, signIn, signOut } from './auth-service.ts';
import { readDeviceCookie } from './device-cookie.ts';
import { addPasskeySignInRoutes } from './passkey-sign-in-routes.ts';
import { requireAdmin } from './require-admin.ts';
import { secondFactorSetupRequired } from './second-factor-repository.ts';
import { addSecondStepRoutes, secondStepCookie, signedInAnswer } from './second-step-routes.ts';
import { clearSessionCookie, readSessionCookie } from './session-cookie.ts';

export const invalidCredentials = new HttpError(
  401,
  'invalid_credentials',
  'The email address or password is not right.',
);

const path = (full: string) => full.slice(apiPrefix.length);

/**
 * Sign-in (its second step and passkeys too), sign-out, the session check and "Forgot
 * password?", under /api/auth.
 */
export function authRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();
  const forgotPasswordLimiter = createRateLimiter(ctx.db, rateLimitRules.forgotPassword);

  // Answers about who is signed in belong to one browser and one moment.
  routes.use(`${path(authApi.prefix)}/*`, async (c, next) => {
    c.header('Cache-Control', 'private, no-store');
    await next();
  });

  routes.post(path(authApi.signIn), async (c) => {
    const credentials = await parseJsonBody(c, signInRequestSchema);
    const client = { ip: clientIp(c), userAgent: c.req.header('User-Agent') };
    const deviceToken = readDeviceCookie(c, ctx.config);
    const outcome = await signIn(ctx, { ...credentials, client, deviceToken });
    if (outcome.status === 'limited') {
      throw new RateLimitedError(
        rateLimitRules.signInPerAddress.message,
        outcome.retryAfterSeconds,
      );
    }
    if (outcome.status === 'invalid_credentials') throw invalidCredentials;
    if (outcome.status === 'second_step') {
      secondStepCookie.write(c, ctx.config, outcome.token);
      return c.json({ secondStep: { methods: outcome.methods } });
    }
    // Signed in without a factor: the team's rule may hold them at setting one up.
    const setupRequired = await secondFactorSetupRequired(ctx.db, outcome.user.id);
    return signedInAnswer(c, ctx, outcome, setupRequired);
  });

  routes.post(path(authApi.signOut), async (c) => {
    await signOut(ctx, { token: readSessionCookie(c, ctx.config), ip: clientIp(c) });
    clearSessionCookie(c, ctx.config);
    return c.json({ ok: true as const });
  });

  routes.get(path(authApi.session), requireAdmin(ctx), (c) =>
    c.json({
      user: c.get('admin'),
      secondFactorSetupRequired: c.get('secondFactorSetupRequired'),
    }),
  );

  addSecondStepRoutes(routes, ctx);
  addPasskeySignInRoutes(routes, ctx);

  routes.post(path(authApi.forgotPassword), async (c) => {
    const { email } = await parseJsonBody(c, forgotPasswordRequestSchema);
    const ip = clientIp(c);
    await forgotPasswordLimiter.consume(rateLimitKey(ip));
    // The same answer, at once, whatever the address: the reset (a user lookup, a lock, a
    // mail for an admin only) runs after answering, so not even the time taken tells.
    deferWork(ctx.db, ctx.logger, 'password reset request', () =>
      requestPasswordReset(ctx, { email, ip }),
    );
    return c.json({ ok: true as const });
  });

  return routes;
}
