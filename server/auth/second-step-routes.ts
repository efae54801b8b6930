import type { Context, Hono } from 'hono';
import type { ServerContext } from '#server/context.ts';
import { apiPrefix } from '#server/http/api-path.ts';
import { clientIp } from '#server/http/client-ip.ts';
import { HttpError, RateLimitedError } from '#server/http/http-error.ts';
import { parseJsonBody } from '#server/http/parse-body.ts';
import { rateLimitRules } from '#server/http/rate-limit-rules.ts';
import { authApi } from '#shared/contracts/admin-api.ts';
import type { SessionResponse } from '#shared/contracts/auth.ts';
import {
  passkeyAuthenticationRequestSchema,
  recoveryCodeRequestSchema,
  totpCodeRequestSchema,
} from '#shared/contracts/second-factor.ts';
import { readDeviceCookie, writeDeviceCookie } from './device-cookie.ts';
import { pendingCookie } from './pending-cookie.ts';
import { writeSessionCookie } from './session-cookie.ts';
import {
  answerSecondStep,
  pendingSecondStep,
  secondStepMs,
  secondStepPasskeyOptions,
  type SecondStepAnswer,
  type SecondStepOutcome,
} from './second-step-service.ts';
import type { SignedInOutcome } from './sign-in-completion.ts';

/** Names the pending second step of this browser's sign-in (second-step-service.ts). */
export const secondStepCookie = pendingCookie('csd_second_step', secondStepMs);

export const secondStepExpired = new HttpError(
  401,
  'second_step_expired',
  'Your sign-in has expired. Enter your email address and password again.',
);

const wrongAnswer: Record<SecondStepAnswer['factor'], HttpError> = {
  totp: new HttpError(401, 'invalid_second_factor', 'This code is not right, or was used already.'),
  recovery: new HttpError(
    401,
    'invalid_second_factor',
    'This recovery code is not right, or was used already.',
  ),
  passkey: new HttpError(401, 'invalid_second_factor', 'This passkey could not be verified.'),
};

const path = (full: string) => full.slice(apiPrefix.length);

/** The session and device cookies of a completed sign-in, and its answer. */
export function signedInAnswer(
  c: Context,
  ctx: Pick<ServerContext, 'config'>,
  outcome: SignedInOutcome,
  secondFactorSetupRequired: boolean,
) {
  writeSessionCookie(c, ctx.config, outcome.token);
  writeDeviceCookie(c, ctx.config, outcome.deviceToken);
  return c.json({ user: outcome.user, secondFactorSetupRequired } satisfies SessionResponse);
}

/** The second step's routes, added to the /api/auth router. */
export function addSecondStepRoutes(routes: Hono, ctx: ServerContext): void {
  const answer = async (c: Context, given: SecondStepAnswer) => {
    const outcome: SecondStepOutcome = await answerSecondStep(ctx, {
      token: secondStepCookie.read(c, ctx.config),
      answer: given,
      client: { ip: clientIp(c), userAgent: c.req.header('User-Agent') },
      deviceToken: readDeviceCookie(c, ctx.config),
    });
    if (outcome.status === 'expired') {
      secondStepCookie.clear(c, ctx.config);
      throw secondStepExpired;
    }
    if (outcome.status === 'limited') {
      throw new RateLimitedError(
        rateLimitRules.secondStepPerUser.message,
        outcome.retryAfterSeconds,
      );
    }
    if (outcome.status === 'wrong') throw wrongAnswer[given.factor];
    secondStepCookie.clear(c, ctx.config);
    // A second factor was just used: the team's rule is met.
    return signedInAnswer(c, ctx, outcome, false);
  };

  routes.get(path(authApi.secondStep), async (c) => {
    const methods = await pendingSecondStep(ctx, secondStepCookie.read(c, ctx.config));
    if (!methods) throw secondStepExpired;
    return c.json({ secondStep: { methods } });
  });

  routes.post(path(authApi.secondStepCode), async (c) => {
    const { code } = await parseJsonBody(c, totpCodeRequestSchema);
    return answer(c, { factor: 'totp', code });
  });

  routes.post(path(authApi.secondStepRecovery), async (c) => {
    const { code } = await parseJsonBody(c, recoveryCodeRequestSchema);
    return answer(c, { factor: 'recovery', code });
  });

  routes.post(path(authApi.secondStepPasskeyOptions), async (c) => {
    const options = await secondStepPasskeyOptions(ctx, secondStepCookie.read(c, ctx.config));
    if (!options) throw secondStepExpired;
    return c.json({ options });
  });

  routes.post(path(authApi.secondStepPasskey), async (c) => {
    const { response } = await parseJsonBody(c, passkeyAuthenticationRequestSchema);
    return answer(c, { factor: 'passkey', response });
  });
}
