import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signedInAdmin, testPassword, createUser } from '#tests/admin-factory.ts';
import { apiRequest, auditRows, cookiesFrom, signInRequest } from '#tests/auth-requests.ts';
import { outboxRows } from '#tests/db-rows.ts';
import { fromAddress } from '#tests/mail-fixtures.ts';
import { hostileVariants } from '#tests/hostile-text.ts';
import { softAuthenticator } from '#tests/soft-authenticator.ts';
import { totpCode } from '#tests/second-factor-fixtures.ts';
import { createTestApp, testSiteUrl, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';
import { rateLimitRules } from '#server/http/rate-limit-rules.ts';
import { adminApi, authApi } from '#shared/contracts/admin-api.ts';
import { apiErrorSchema } from '#shared/contracts/api-error.ts';
import { secondFactorsResponseSchema } from '#shared/contracts/second-factor.ts';

type Json = Record<string, unknown>;

describe.each(testDrivers)('an admin’s own second-factor routes on %s', (driver) => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp(driver);
  });
  afterEach(() => testApp.dispose());

  const call = (method: string, path: string, cookie: string, body?: unknown) =>
    apiRequest(testApp.app, method, path, body, { cookie });
  const errorOf = async (response: Response) => apiErrorSchema.parse(await response.json()).error;
  const factorsOf = async (cookie: string) =>
    secondFactorsResponseSchema.parse(
      await (await call('GET', adminApi.secondFactors, cookie)).json(),
    );

  async function addPasskey(cookie: string, name: string) {
    const { options } = (await (await call('POST', adminApi.passkeyOptions, cookie)).json()) as {
      options: Json;
    };
    const response = softAuthenticator().register(options, testSiteUrl);
    const added = await call('POST', adminApi.passkeys, cookie, { name, response });
    expect(added.status).toBe(200);
    return ((await added.json()) as { passkey: { id: string } }).passkey.id;
  }

  it('renames and removes the admin’s own passkeys, audited and mailed, and nobody else’s', async () => {
    const me = await signedInAdmin(testApp);
    const laptop = await addPasskey(me.cookie, 'Laptop');
    const phone = await addPasskey(me.cookie, 'Phone');

    const renamed = await call('PATCH', adminApi.passkey(laptop), me.cookie, {
      name: '  Work laptop ',
    });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ passkey: { id: laptop, name: 'Work laptop' } });

    const other = await signedInAdmin(testApp, { email: 'other@shop.example' });
    const theirs = await call('PATCH', adminApi.passkey(laptop), other.cookie, { name: 'Mine' });
    expect(theirs.status).toBe(404);
    expect((await call('DELETE', adminApi.passkey(phone), other.cookie)).status).toBe(404);
    expect((await factorsOf(me.cookie)).passkeys.map((key) => key.name)).toEqual([
      'Work laptop',
      'Phone',
    ]);

    const mailsBefore = (await outboxRows(testApp.ctx.db, me.user.email)).length;
    expect((await call('DELETE', adminApi.passkey(phone), me.cookie)).status).toBe(200);
    expect((await call('DELETE', adminApi.passkey(phone), me.cookie)).status).toBe(404);
    expect((await factorsOf(me.cookie)).passkeys.map((key) => key.id)).toEqual([laptop]);
    const mails = await outboxRows(testApp.ctx.db, me.user.email);
    expect(mails.slice(mailsBefore).map((row) => row.kind)).toEqual(['second-factor-changed']);

    const actions = (await auditRows(testApp.ctx.db)).map((row) => [row.action, row.actorId]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['passkey_renamed', me.user.id],
        ['passkey_removed', me.user.id],
      ]),
    );
    expect(actions).not.toContainEqual(['passkey_renamed', other.user.id]);

    // Removing the last passkey takes the recovery codes with it: alone they are no factor.
    expect((await call('DELETE', adminApi.passkey(laptop), me.cookie)).status).toBe(200);
    const signIn = await signInRequest(testApp.app, {
      email: me.user.email,
      password: testPassword,
    });
    expect(await signIn.json()).toMatchObject({ user: { id: me.user.id } });
  });

  it('refuses hostile and malformed bodies with a message per field, changing nothing', async () => {
    const me = await signedInAdmin(testApp);
    const laptop = await addPasskey(me.cookie, 'Laptop');
    const rename = (body: unknown) => call('PATCH', adminApi.passkey(laptop), me.cookie, body);

    for (const [label, name] of hostileVariants('Laptop')) {
      const refused = await rename({ name });
      expect(refused.status, label).toBe(400);
      expect(Object.keys((await errorOf(refused)).fields ?? {}), label).toEqual(['name']);
    }
    for (const body of [{}, { name: '' }, { name: '   ' }, { name: 'x'.repeat(61) }, { name: 7 }]) {
      const refused = await rename(body);
      expect(refused.status).toBe(400);
      expect((await errorOf(refused)).fields?.name).toMatch(/Name this passkey|at most 60/);
    }
    for (const body of [[], 'Laptop', null]) expect((await rename(body)).status).toBe(400);

    const notJson = await testApp.app.request(
      adminApi.passkey(laptop),
      {
        method: 'PATCH',
        headers: { Origin: testSiteUrl, Cookie: me.cookie, 'Content-Type': 'application/json' },
        body: '{"name": "Lap',
      },
      fromAddress('198.51.100.7'),
    );
    expect(notJson.status).toBe(400);
    const huge = await testApp.app.request(
      adminApi.passkey(laptop),
      {
        method: 'PATCH',
        headers: { Origin: testSiteUrl, Cookie: me.cookie, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'x'.repeat(testApp.ctx.config.apiBodyLimitBytes) }),
      },
      fromAddress('198.51.100.7'),
    );
    expect(huge.status).toBe(413);

    const registration = await call('POST', adminApi.passkeys, me.cookie, {
      name: 'Forged',
      response: { id: 'x', rawId: 'x', type: 'public-key', response: {} },
    });
    expect(registration.status).toBe(400);
    for (const code of ['', 'abcdef', '1234567', 123456]) {
      expect((await call('POST', adminApi.totp, me.cookie, { code })).status).toBe(400);
    }
    const policy = await call('PUT', adminApi.teamPolicy, me.cookie, {
      requireSecondFactor: 'yes',
    });
    expect(policy.status).toBe(400);
    expect(Object.keys((await errorOf(policy)).fields ?? {})).toEqual(['requireSecondFactor']);

    const crossSite = await apiRequest(testApp.app, 'DELETE', adminApi.passkey(laptop), undefined, {
      cookie: me.cookie,
      origin: 'https://evil.example',
    });
    expect(crossSite.status).toBe(403);
    expect((await call('POST', adminApi.recoveryCodes, '')).status).toBe(401);
    // An odd id is refused (a malformed path) or names nothing; it never reaches an error.
    const refusedOrAbsent = [400, 404];
    for (const id of ['%00', '%E2%80%AE', 'x'.repeat(2000)]) {
      const path = `${adminApi.passkeys}/${id}`;
      const renamed = await call('PATCH', path, me.cookie, { name: 'Mine' });
      expect(refusedOrAbsent, id).toContain(renamed.status);
      expect(refusedOrAbsent, id).toContain((await call('DELETE', path, me.cookie)).status);
      const reset = await call('POST', `/api/admin/admins/${id}/second-factor/reset`, me.cookie);
      expect(refusedOrAbsent, id).toContain(reset.status);
    }

    const factors = await factorsOf(me.cookie);
    expect(factors.passkeys.map((key) => key.name)).toEqual(['Laptop']);
    expect(factors.totp.enabled).toBe(false);
  });

  it('lets an admin the team rule held go on the moment their factor is confirmed', async () => {
    const owner = await signedInAdmin(testApp);
    await addPasskey(owner.cookie, 'Laptop');
    const turnOn = await call('PUT', adminApi.teamPolicy, owner.cookie, {
      requireSecondFactor: true,
    });
    expect(turnOn.status).toBe(200);

    const support = await createUser(testApp, { role: 'support' });
    const signIn = await signInRequest(testApp.app, {
      email: support.email,
      password: testPassword,
    });
    const cookie = cookiesFrom(signIn);
    expect((await call('GET', adminApi.orders, cookie)).status).toBe(403);
    const setup = (await (await call('POST', adminApi.totpSetup, cookie)).json()) as Json;
    // An unconfirmed app is no factor yet.
    expect((await call('GET', adminApi.orders, cookie)).status).toBe(403);
    const code = totpCode(testApp, String(setup.secret));
    expect((await call('POST', adminApi.totp, cookie, { code })).status).toBe(200);
    expect((await call('GET', adminApi.orders, cookie)).status).toBe(200);

    const turnOff = await call('PUT', adminApi.teamPolicy, owner.cookie, {
      requireSecondFactor: false,
    });
    expect(turnOff.status).toBe(200);
    const unheld = await createUser(testApp, { role: 'support', email: 'free@shop.example' });
    const free = await signInRequest(testApp.app, { email: unheld.email, password: testPassword });
    expect((await call('GET', adminApi.orders, cookiesFrom(free))).status).toBe(200);
  });

  it('limits the passkey prompts one client opens: each stores a challenge', async () => {
    const prompt = (ip: string) =>
      apiRequest(testApp.app, 'POST', authApi.passkeySignInOptions, undefined, { ip });
    for (let opened = 0; opened < rateLimitRules.passkeyPrompts.points; opened += 1) {
      expect((await prompt('192.0.2.10')).status).toBe(200);
    }
    const refused = await prompt('192.0.2.10');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await errorOf(refused)).message).toContain(rateLimitRules.passkeyPrompts.message);
    expect((await prompt('192.0.2.11')).status).toBe(200);
  });
});
