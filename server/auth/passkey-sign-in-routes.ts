import type { Hono } from 'hono';
import type { ServerContext } from '#server/context.ts';
import { apiPrefix } from '#server/http/api-path.ts';
import { clientIp, rateLimitKey } from '#server/http/client-ip.ts';
import { createRateLimiter } from '#server/http/rate-limit.ts';
import { HttpError, RateLimitedError } from '#server/http/http-error.ts';
import { parseJsonBody } from '#server/http/parse-body.ts';
import { rateLimitRules } from '#server/http/rate-limit-rules.ts';
import { authApi } from '#shared/contracts/admin-api.ts';
import { passkeyAuthenticationRequestSchema } from '#shared/contracts/second-factor.ts';
import { readDeviceCookie } from './device-cookie.ts';
import { passkeySignIn, passkeySignInMs, startPasskeySignIn } from './passkey-sign-in-service.ts';
import { pendingCookie } from './pending-cookie.ts';
import { signedInAnswer } from './second-step-routes.ts';

/** Names the challenge this browser was given to sign in with a passkey. */
const passkeyChallengeCookie = pendingCookie('csd_passkey', passkeySignInMs);

const passkeyRefused = new HttpError(
  401,
  'passkey_refused',
  'This passkey does not open the back office. Sign in with your email address and password.',
);

const passkeyExpired = new HttpError(
  401,
  'passkey_expired',
  'The passkey prompt expired. Try again.',
);

const path = (full: string) => full.slice(apiPrefix.length);

/** Passkey sign-in's routes, added to the /api/auth router. */
export function addPasskeySignInRoutes(routes: Hono, ctx: ServerContext): void {
  const promptLimiter = createRateLimiter(ctx.db, rateLimitRules.passkeyPrompts);

  routes.post(path(authApi.passkeySignInOptions), async (c) => {
    await promptLimiter.consume(rateLimitKey(clientIp(c)));
    const { token, options } = await startPasskeySignIn(ctx);
    passkeyChallengeCookie.write(c, ctx.config, token);
    return c.json({ options });
  });

  routes.post(path(authApi.passkeySignIn), async (c) => {
    const { response } = await parseJsonBody(c, passkeyAuthenticationRequestSchema);
    const outcome = await passkeySignIn(ctx, {
      token: passkeyChallengeCookie.read(c, ctx.config),
      response,
      client: { ip: clientIp(c), userAgent: c.req.header('User-Agent') },
      deviceToken: readDeviceCookie(c, ctx.config),
    });
    if (outcome.status === 'limited') {
      throw new RateLimitedError(rateLimitRules.signInPerClient.message, outcome.retryAfterSeconds);
    }
    passkeyChallengeCookie.clear(c, ctx.config);
    if (outcome.status === 'expired') throw passkeyExpired;
    if (outcome.status === 'refused') throw passkeyRefused;
    // A passkey is a second factor: the team's rule is met.
    return signedInAnswer(c, ctx, outcome, false);
  });
}
