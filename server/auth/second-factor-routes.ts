import { Hono } from 'hono';
import { auditActor } from '#server/audit/audit-actor.ts';
import type { ServerContext } from '#server/context.ts';
import { HttpError, notFound } from '#server/http/http-error.ts';
import { parseJsonBody } from '#server/http/parse-body.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import {
  passkeyRegistrationRequestSchema,
  passkeyRenameRequestSchema,
  teamPolicySchema,
  totpCodeRequestSchema,
} from '#shared/contracts/second-factor.ts';
import {
  addPasskey,
  confirmTotp,
  disableTotp,
  passkeyRegistration,
  regenerateRecoveryCodes,
  removeOwnPasskey,
  renameOwnPasskey,
  secondFactors,
  startTotpSetup,
  type RemovalOutcome,
} from './second-factor-service.ts';
import { changeTeamPolicy, resetSecondFactor, teamPolicy } from './team-policy-service.ts';

const noSuchPasskey = notFound('You have no passkey with this id.');
const noSuchAdmin = notFound('There is no admin with this id.');

const lastFactorRequired = new HttpError(
  409,
  'last_factor_required',
  'Your team requires a second factor, and this is your last one. Add another passkey or the authenticator app first.',
);

const passkeyNotAdded = new HttpError(
  400,
  'passkey_not_verified',
  'This passkey could not be verified, or is added already. Try again.',
);

const totpOnAlready = new HttpError(
  409,
  'totp_enabled',
  'The authenticator app is on already. Turn it off first to set up another.',
);

const wrongTotpCode = new HttpError(
  400,
  'validation_failed',
  'Some fields are missing or invalid.',
  {
    code: 'This code is not right. Check the time on your phone and enter the newest code.',
  },
);

const noTotpSetup = new HttpError(
  409,
  'no_totp_setup',
  'Start setting up the authenticator app first, then enter its code.',
);

const noFactor = new HttpError(
  409,
  'no_second_factor',
  'Set up a passkey or the authenticator app first: recovery codes stand in for them.',
);

const policyNeedsFactor = new HttpError(
  409,
  'no_second_factor',
  'Set up a second factor for yourself first, so the rule does not lock you out.',
);

const resetYourself = new HttpError(
  409,
  'reset_yourself',
  'You cannot reset your own second factor. Sign in with a recovery code, or ask another owner.',
);

const path = (full: string) => full.slice(adminApi.prefix.length);

function removal(outcome: RemovalOutcome, missing: HttpError) {
  if (outcome === 'not_found') throw missing;
  if (outcome === 'last_factor_required') throw lastFactorRequired;
  return { ok: true as const };
}

/** Every admin's own second factors: passkeys, the authenticator app, recovery codes. */
export function ownSecondFactorRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();

  routes.get(path(adminApi.secondFactors), async (c) =>
    c.json(await secondFactors(ctx, c.get('admin').id)),
  );

  routes.post(path(adminApi.passkeyOptions), async (c) =>
    c.json({ options: await passkeyRegistration(ctx, auditActor(c)) }),
  );

  routes.post(path(adminApi.passkeys), async (c) => {
    const { name, response } = await parseJsonBody(c, passkeyRegistrationRequestSchema);
    const outcome = await addPasskey(ctx, { actor: auditActor(c), name, response });
    if (outcome.status === 'refused') throw passkeyNotAdded;
    const { passkey, recoveryCodes } = outcome;
    return c.json({ passkey, ...(recoveryCodes && { recoveryCodes }) });
  });

  // adminApi.passkey(':id') would encode the colon.
  routes.patch(`${path(adminApi.passkeys)}/:id`, async (c) => {
    const { name } = await parseJsonBody(c, passkeyRenameRequestSchema);
    const passkey = await renameOwnPasskey(ctx, {
      actor: auditActor(c),
      id: c.req.param('id'),
      name,
    });
    if (!passkey) throw noSuchPasskey;
    return c.json({ passkey });
  });

  routes.delete(`${path(adminApi.passkeys)}/:id`, async (c) => {
    const outcome = await removeOwnPasskey(ctx, { actor: auditActor(c), id: c.req.param('id') });
    return c.json(removal(outcome, noSuchPasskey));
  });

  routes.post(path(adminApi.totpSetup), async (c) => {
    const setup = await startTotpSetup(ctx, auditActor(c));
    if (!setup) throw totpOnAlready;
    return c.json(setup);
  });

  routes.post(path(adminApi.totp), async (c) => {
    const { code } = await parseJsonBody(c, totpCodeRequestSchema);
    const outcome = await confirmTotp(ctx, { actor: auditActor(c), code });
    if (outcome.status === 'no_setup') throw noTotpSetup;
    if (outcome.status === 'wrong_code') throw wrongTotpCode;
    const { recoveryCodes } = outcome;
    return c.json(recoveryCodes ? { recoveryCodes } : {});
  });

  routes.delete(path(adminApi.totp), async (c) => {
    const outcome = await disableTotp(ctx, auditActor(c));
    return c.json(removal(outcome, notFound('The authenticator app is not on.')));
  });

  routes.post(path(adminApi.recoveryCodes), async (c) => {
    const codes = await regenerateRecoveryCodes(ctx, auditActor(c));
    if (!codes) throw noFactor;
    return c.json({ codes });
  });

  return routes;
}

/** The owners': the team's rule, and resetting another admin's lost factors. */
export function teamSecondFactorRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();

  routes.get(path(adminApi.teamPolicy), async (c) => c.json(await teamPolicy(ctx)));

  routes.put(path(adminApi.teamPolicy), async (c) => {
    const policy = await parseJsonBody(c, teamPolicySchema);
    const outcome = await changeTeamPolicy(ctx, { actor: auditActor(c), policy });
    if (outcome.status === 'no_factor') throw policyNeedsFactor;
    return c.json(outcome.policy);
  });

  routes.post('/admins/:id/second-factor/reset', async (c) => {
    const outcome = await resetSecondFactor(ctx, {
      actor: auditActor(c),
      userId: c.req.param('id'),
    });
    if (outcome === 'yourself') throw resetYourself;
    if (outcome === 'not_found') throw noSuchAdmin;
    return c.json({ ok: true as const });
  });

  return routes;
}
