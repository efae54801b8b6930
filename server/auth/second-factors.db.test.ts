import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUser, signedInAdmin, testPassword } from '#tests/admin-factory.ts';
import { apiRequest, auditRows, cookiesFrom, signInRequest } from '#tests/auth-requests.ts';
import { softAuthenticator } from '#tests/soft-authenticator.ts';
import { totpCode, withTotp } from '#tests/second-factor-fixtures.ts';
import { createTestApp, testSiteUrl, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';
import { adminApi, authApi } from '#shared/contracts/admin-api.ts';
import { relyingParty } from './relying-party.ts';

type Json = Record<string, unknown>;

describe('the relying party of passkeys', () => {
  it('is the site’s host, or localhost (on the same port) for a loopback address', () => {
    expect(relyingParty({ siteUrl: 'https://shop.example' })).toEqual({
      id: 'shop.example',
      origins: ['https://shop.example'],
    });
    expect(relyingParty({ siteUrl: 'http://127.0.0.1:4180' })).toEqual({
      id: 'localhost',
      origins: ['http://127.0.0.1:4180', 'http://localhost:4180'],
    });
  });
});

describe.each(testDrivers)('second factors on %s', (driver) => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp(driver);
  });
  afterEach(() => testApp.dispose());

  const call = (method: string, path: string, cookie: string, body?: unknown) =>
    apiRequest(testApp.app, method, path, body, { cookie });

  async function addPasskey(cookie: string, origin = testSiteUrl) {
    const authenticator = softAuthenticator();
    const { options } = (await (await call('POST', adminApi.passkeyOptions, cookie)).json()) as {
      options: Json;
    };
    const response = authenticator.register(options, origin);
    const added = await call('POST', adminApi.passkeys, cookie, { name: 'Laptop', response });
    return { authenticator, added, response };
  }

  it('adds a passkey with recovery codes, then asks for it after the password, and signs in with it alone', async () => {
    const me = await signedInAdmin(testApp);
    const { authenticator, added, response } = await addPasskey(me.cookie);
    expect(added.status).toBe(200);
    const body = (await added.json()) as { passkey: Json; recoveryCodes: string[] };
    expect(body.passkey).toMatchObject({
      id: authenticator.credentialId,
      name: 'Laptop',
      backedUp: true,
    });
    expect(body.recoveryCodes).toHaveLength(10);
    for (const code of body.recoveryCodes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    // A replayed registration (its challenge is spent) is refused.
    expect(
      (await call('POST', adminApi.passkeys, me.cookie, { name: 'Again', response })).status,
    ).toBe(400);

    const signIn = await signInRequest(testApp.app, {
      email: me.user.email,
      password: testPassword,
    });
    expect(await signIn.json()).toEqual({ secondStep: { methods: ['passkey', 'recovery'] } });
    const step = cookiesFrom(signIn);
    const { options } = (await (
      await call('POST', authApi.secondStepPasskeyOptions, step)
    ).json()) as { options: Json };
    expect(options.allowCredentials).toEqual([
      expect.objectContaining({ id: authenticator.credentialId }),
    ]);
    const wrongOrigin = authenticator.authenticate(options, 'https://evil.example');
    expect(
      (await call('POST', authApi.secondStepPasskey, step, { response: wrongOrigin })).status,
    ).toBe(401);
    // The challenge went with the refused answer: the right one needs new options.
    const fresh = (await (await call('POST', authApi.secondStepPasskeyOptions, step)).json()) as {
      options: Json;
    };
    const answer = authenticator.authenticate(fresh.options, testSiteUrl);
    const signedIn = await call('POST', authApi.secondStepPasskey, step, { response: answer });
    expect(signedIn.status).toBe(200);

    const start = await apiRequest(testApp.app, 'POST', authApi.passkeySignInOptions);
    const challenge = cookiesFrom(start);
    const signInOptions = ((await start.json()) as { options: Json }).options;
    expect(signInOptions.allowCredentials).toBeUndefined();
    expect(signInOptions.userVerification).toBe('required');
    const passkeyAnswer = authenticator.authenticate(signInOptions, testSiteUrl);
    const alone = await call('POST', authApi.passkeySignIn, challenge, { response: passkeyAnswer });
    expect(alone.status).toBe(200);
    expect(await alone.json()).toMatchObject({ user: { id: me.user.id } });
    const replay = await call('POST', authApi.passkeySignIn, challenge, {
      response: passkeyAnswer,
    });
    expect(replay.status).toBe(401);
    const actions = (await auditRows(testApp.ctx.db)).map((row) => row.action);
    expect(actions).toContain('passkey_added');
    expect(actions.filter((action) => action === 'sign_in')).toHaveLength(2);
  });

  it('sets up the app, holds an admin without a factor at setup under the team rule, and keeps the last factor', async () => {
    const owner = await signedInAdmin(testApp);
    const turnOn = () =>
      call('PUT', adminApi.teamPolicy, owner.cookie, { requireSecondFactor: true });
    expect((await turnOn()).status).toBe(409);

    const setup = (await (await call('POST', adminApi.totpSetup, owner.cookie)).json()) as Json;
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(String(setup.qrSvg)).toContain('<svg');
    expect((await call('POST', adminApi.totp, owner.cookie, { code: '000000' })).status).toBe(400);
    const code = totpCode(testApp, String(setup.secret));
    const confirmed = await call('POST', adminApi.totp, owner.cookie, { code });
    expect(((await confirmed.json()) as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(
      10,
    );
    expect((await turnOn()).status).toBe(200);
    expect((await call('DELETE', adminApi.totp, owner.cookie)).status).toBe(409);

    const support = await createUser(testApp, { role: 'support' });
    const signIn = await signInRequest(testApp.app, {
      email: support.email,
      password: testPassword,
    });
    expect(await signIn.json()).toMatchObject({ secondFactorSetupRequired: true });
    const cookie = cookiesFrom(signIn);
    const orders = await call('GET', adminApi.orders, cookie);
    expect(orders.status).toBe(403);
    expect(((await orders.json()) as { error: Json }).error.code).toBe(
      'second_factor_setup_required',
    );
    const mine = await call('GET', adminApi.secondFactors, cookie);
    expect(await mine.json()).toMatchObject({ required: true, setupRequired: true });
    const session = await call('GET', authApi.session, cookie);
    expect(await session.json()).toMatchObject({ secondFactorSetupRequired: true });

    const admins = (await (await call('GET', adminApi.admins, owner.cookie)).json()) as {
      admins: { id: string; secondFactor: boolean }[];
    };
    expect(admins.admins.map((admin) => admin.secondFactor)).toEqual([true, false]);
  });

  it('lets another owner reset a lost factor, never yourself', async () => {
    const owner = await signedInAdmin(testApp);
    const other = await createUser(testApp);
    await withTotp(testApp, other.id);
    const yourself = await call('POST', adminApi.resetSecondFactor(owner.user.id), owner.cookie);
    expect(yourself.status).toBe(409);

    const signIn = await signInRequest(testApp.app, { email: other.email, password: testPassword });
    expect(await signIn.json()).toMatchObject({ secondStep: { methods: ['totp', 'recovery'] } });

    const reset = await call('POST', adminApi.resetSecondFactor(other.id), owner.cookie);
    expect(reset.status).toBe(200);
    const after = await signInRequest(testApp.app, { email: other.email, password: testPassword });
    expect(await after.json()).toMatchObject({ user: { id: other.id } });
    expect((await auditRows(testApp.ctx.db)).map((row) => row.action)).toContain(
      'second_factor_reset',
    );
  });
});
