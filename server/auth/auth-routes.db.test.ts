import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUser, testPassword } from '#tests/admin-factory.ts';
import {
  apiRequest,
  auditRows,
  cookieFrom,
  deviceCookieFrom,
  sessionRows,
  signInRequest,
  userRow,
} from '#tests/auth-requests.ts';
import { hostileVariants } from '#tests/hostile-text.ts';
import { createTestApp, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';
import { authApi } from '#shared/contracts/admin-api.ts';
import { setRole } from './user-repository.ts';

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe.each(testDrivers)('admin sign-in on %s', (driver) => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp(driver);
  });
  afterEach(() => testApp.dispose());

  const signIn = (email: string, password: string, ip?: string) =>
    signInRequest(testApp.app, { email, password }, { ip });

  it('signs an admin in with an HttpOnly, SameSite=Lax session cookie for the whole site', async () => {
    const admin = await createUser(testApp, { email: 'owner@shop.example' });
    const response = await signIn('  Owner@Shop.Example ', testPassword);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      user: { id: admin.id, email: 'owner@shop.example', role: 'owner' },
      secondFactorSetupRequired: false,
    });
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const setCookie = response.headers.get('Set-Cookie') ?? '';
    expect(setCookie).toMatch(/^csd_session=[\w-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).toContain('Max-Age=604800');
    expect(setCookie).not.toContain('Secure');

    const { db } = testApp.ctx;
    expect(await sessionRows(db, admin.id)).toHaveLength(1);
    expect((await userRow(db, admin.id)).lastSignInAt).toBeInstanceOf(Date);
    expect(await auditRows(db)).toEqual([
      expect.objectContaining({ action: 'sign_in', actorId: admin.id, ip: '198.51.100.7' }),
    ]);

    const session = await apiRequest(testApp.app, 'GET', authApi.session, undefined, {
      cookie: cookieFrom(response),
    });
    expect(session.status).toBe(200);
    expect(session.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await session.json()).toEqual({
      user: { id: admin.id, email: admin.email, role: 'owner' },
      secondFactorSetupRequired: false,
    });
  });

  it('names each missing field with a 400', async () => {
    const response = await signInRequest(testApp.app, { email: ' ', password: '' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; fields: object } };
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields).sort()).toEqual(['email', 'password']);
    expect(await auditRows(testApp.ctx.db)).toEqual([]);
  });

  it('answers an unknown address, a wrong password and an invitation not yet used alike', async () => {
    const admin = await createUser(testApp, { email: 'owner@shop.example' });
    const invited = await createUser(testApp, { email: 'invited@shop.example', password: null });
    const answers = [
      await signIn('nobody@shop.example', testPassword),
      await signIn(admin.email, 'not the password at all'),
      await signIn(invited.email, testPassword),
    ];
    const bodies = await Promise.all(answers.map((response) => response.text()));
    expect(answers.map((response) => response.status)).toEqual([401, 401, 401]);
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0] ?? '')).toEqual({
      error: {
        code: 'invalid_credentials',
        message: 'The email address or password is not right.',
      },
    });
    for (const response of answers) {
      expect(response.headers.get('Set-Cookie')).toBeNull();
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    }

    const audit = await auditRows(testApp.ctx.db);
    expect(
      audit.map((entry) => [entry.action, entry.actorEmail, entry.actorId, entry.detail]),
    ).toEqual([
      ['sign_in_failed', 'nobody@shop.example', null, { reason: 'unknown' }],
      ['sign_in_failed', admin.email, admin.id, { reason: 'wrong' }],
      ['sign_in_failed', invited.email, invited.id, { reason: 'no_password' }],
    ]);
  });

  it('takes about as long for an unknown address as for a wrong password', async () => {
    const admins = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(testApp)));
    const timed = async (email: string, ip: string) => {
      const started = performance.now();
      expect((await signIn(email, 'a wrong password!', ip)).status).toBe(401);
      return performance.now() - started;
    };
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (const [index, admin] of admins.entries()) {
      unknown.push(await timed(`nobody${index}@shop.example`, `192.0.2.${index + 1}`));
      wrong.push(await timed(admin.email, `192.0.2.${index + 101}`));
    }
    const [fast, slow] = [median(unknown), median(wrong)].sort((a, b) => a - b) as [number, number];
    // Both verify an argon2id hash (tens of milliseconds); without that, unknown would be ~10x faster.
    expect(slow / fast).toBeLessThan(2.5);
  });

  it('answers the right password of a user who is not an admin like a wrong one', async () => {
    const user = await createUser(testApp, { email: 'buyer@shop.example', role: 'user' });
    const right = await signIn(user.email, testPassword);
    const wrong = await signIn(user.email, 'not the password at all');
    expect([right.status, wrong.status]).toEqual([401, 401]);
    expect(await right.text()).toBe(await wrong.text());
    expect(right.headers.get('Set-Cookie')).toBeNull();
    expect(await sessionRows(testApp.ctx.db, user.id)).toEqual([]);
    expect((await userRow(testApp.ctx.db, user.id)).lastSignInAt).toBeNull();
    // Only the audit log, which admins read, says which it was.
    expect((await auditRows(testApp.ctx.db)).map((entry) => entry.detail)).toEqual([
      { reason: 'not_admin' },
      { reason: 'wrong' },
    ]);
  });

  it.each(hostileVariants('owner@shop.example'))(
    'refuses an address with %s like any e-mail field, writing nothing',
    async (_label, email) => {
      await createUser(testApp, { email: 'owner@shop.example' });
      const response = await signIn(email, testPassword);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: { code: string; fields: object } };
      expect(body.error.code).toBe('validation_failed');
      expect(Object.keys(body.error.fields)).toEqual(['email']);
      expect(await auditRows(testApp.ctx.db)).toEqual([]);
    },
  );

  it('blocks an address after five failures for every client without its device cookie, even with the right password', async () => {
    const admin = await createUser(testApp);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await signIn(admin.email, 'wrong password!', `192.0.2.${attempt}`)).status).toBe(401);
    }
    const blocked = await signIn(admin.email, testPassword, '192.0.2.77');
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(((await blocked.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    expect(blocked.headers.get('Set-Cookie')).toBeNull();
    expect(await sessionRows(testApp.ctx.db, admin.id)).toEqual([]);
    expect((await auditRows(testApp.ctx.db)).at(-1)).toMatchObject({
      action: 'sign_in_failed',
      detail: { reason: 'limited' },
    });
    // Further refusals in the same window are answered alike but not written again.
    const entries = (await auditRows(testApp.ctx.db)).length;
    expect((await signIn(admin.email, testPassword, '192.0.2.78')).status).toBe(429);
    expect(await auditRows(testApp.ctx.db)).toHaveLength(entries);
    // Another address is not affected.
    const other = await createUser(testApp);
    expect((await signIn(other.email, testPassword, '192.0.2.77')).status).toBe(200);
  });

  it('never refuses the right password from a browser that signed in before, whatever others guessed', async () => {
    const admin = await createUser(testApp);
    const first = await signIn(admin.email, testPassword, '192.0.2.50');
    expect(first.status).toBe(200);
    const device = deviceCookieFrom(first);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const guess = await signIn(admin.email, 'wrong password!', `192.0.2.${attempt}`);
      expect(guess.status).toBe(attempt <= 5 ? 401 : 429);
    }
    expect((await signIn(admin.email, testPassword, '192.0.2.77')).status).toBe(429);

    // The owner's browser, from another network too, is counted on its own.
    const owner = await signInRequest(
      testApp.app,
      { email: admin.email, password: testPassword },
      { ip: '203.0.113.5', cookie: device },
    );
    expect(owner.status).toBe(200);
    expect(await sessionRows(testApp.ctx.db, admin.id)).toHaveLength(2);
  });

  it('marks a browser that signed in with a long-lived HttpOnly device cookie', async () => {
    const admin = await createUser(testApp);
    const response = await signIn(admin.email, testPassword);
    const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith('csd_device='));
    expect(line).toMatch(/^csd_device=[\w-]{43};/);
    expect(line).toContain('HttpOnly');
    expect(line).toContain('SameSite=Lax');
    expect(line).toContain('Path=/');
    expect(line).toContain(`Max-Age=${90 * 24 * 60 * 60}`);
    expect(line).not.toContain('Secure');
    // Failed attempts leave none.
    const failed = await signIn(admin.email, 'wrong password!');
    expect(failed.headers.getSetCookie()).toEqual([]);
  });

  it('limits guesses from a trusted browser per browser, leaving the address open to others', async () => {
    const admin = await createUser(testApp);
    const device = deviceCookieFrom(await signIn(admin.email, testPassword));
    const fromDevice = (password: string) =>
      signInRequest(testApp.app, { email: admin.email, password }, { cookie: device });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await fromDevice('wrong password!')).status).toBe(401);
    }
    expect((await fromDevice(testPassword)).status).toBe(429);
    expect((await signIn(admin.email, testPassword, '192.0.2.90')).status).toBe(200);
  });

  it('trusts a device cookie only for the account that earned it', async () => {
    const owner = await createUser(testApp);
    const other = await createUser(testApp);
    const device = deviceCookieFrom(await signIn(owner.email, testPassword));
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await signIn(other.email, 'wrong password!', `192.0.2.${attempt}`);
    }
    const borrowed = await signInRequest(
      testApp.app,
      { email: other.email, password: testPassword },
      { ip: '203.0.113.5', cookie: device },
    );
    expect(borrowed.status).toBe(429);
  });

  it('forgets an address’s failures once its right password comes', async () => {
    const admin = await createUser(testApp);
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 0; attempt < 4; attempt += 1) {
        expect((await signIn(admin.email, 'wrong password!')).status).toBe(401);
      }
      expect((await signIn(admin.email, testPassword)).status).toBe(200);
    }
  });

  it('blocks a client after twenty failures, whatever the addresses', async () => {
    const admin = await createUser(testApp);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const response = await signIn(
        `guess${attempt}@shop.example`,
        'wrong password!',
        '203.0.113.9',
      );
      expect(response.status).toBe(401);
    }
    const blocked = await signIn(admin.email, testPassword, '203.0.113.9');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await signIn(admin.email, testPassword, '203.0.113.10')).status).toBe(200);
  });

  it('signs out: the session row goes, the cookie is cleared and no longer works', async () => {
    const admin = await createUser(testApp);
    const cookie = cookieFrom(await signIn(admin.email, testPassword));
    const signOut = await apiRequest(testApp.app, 'POST', authApi.signOut, undefined, { cookie });
    expect(signOut.status).toBe(200);
    expect(await signOut.json()).toEqual({ ok: true });
    expect(signOut.headers.get('Set-Cookie')).toMatch(/^csd_session=; Max-Age=0; Path=\//);
    expect(await sessionRows(testApp.ctx.db, admin.id)).toEqual([]);
    expect((await auditRows(testApp.ctx.db)).at(-1)).toMatchObject({
      action: 'sign_out',
      actorId: admin.id,
    });

    const after = await apiRequest(testApp.app, 'GET', authApi.session, undefined, { cookie });
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ error: { code: 'authentication_required' } });
    // Signing out again, or without any session, is fine too.
    const again = await apiRequest(testApp.app, 'POST', authApi.signOut, undefined, { cookie });
    expect(again.status).toBe(200);
    expect((await apiRequest(testApp.app, 'POST', authApi.signOut)).status).toBe(200);
  });

  it('answers the session check 401 without a session and 403 access_removed once the user is no admin', async () => {
    const none = await apiRequest(testApp.app, 'GET', authApi.session);
    expect(none.status).toBe(401);
    expect(none.headers.get('Cache-Control')).toBe('private, no-store');

    const admin = await createUser(testApp);
    const cookie = cookieFrom(await signIn(admin.email, testPassword));
    await setRole(testApp.ctx.db, admin.id, 'user');
    const demoted = await apiRequest(testApp.app, 'GET', authApi.session, undefined, { cookie });
    expect(demoted.status).toBe(403);
    expect(await demoted.json()).toMatchObject({ error: { code: 'access_removed' } });
  });

  it('refuses sign-in, sign-out and forgot-password from another site, changing nothing', async () => {
    const admin = await createUser(testApp);
    const cookie = cookieFrom(await signIn(admin.email, testPassword));
    const auditBefore = (await auditRows(testApp.ctx.db)).length;
    const evil = { origin: 'https://evil.example', cookie };
    for (const [path, body] of [
      [authApi.signIn, { email: admin.email, password: testPassword }],
      [authApi.signOut, undefined],
      [authApi.forgotPassword, { email: admin.email }],
    ] as const) {
      const response = await apiRequest(testApp.app, 'POST', path, body, evil);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: { code: 'cross_site_request' } });
    }
    expect(await sessionRows(testApp.ctx.db, admin.id)).toHaveLength(1);
    expect(await auditRows(testApp.ctx.db)).toHaveLength(auditBefore);
    expect(testApp.nudges()).toBe(0);
  });
});

describe.each(testDrivers)('admin sign-in on an https site on %s', (driver) => {
  it('uses a __Host- cookie marked Secure', async () => {
    const testApp = await createTestApp(driver, { SITE_URL: 'https://shop.example' });
    try {
      const admin = await createUser(testApp);
      const response = await signInRequest(
        testApp.app,
        { email: admin.email, password: testPassword },
        { origin: 'https://shop.example' },
      );
      expect(response.status).toBe(200);
      const setCookie = response.headers.get('Set-Cookie') ?? '';
      expect(setCookie).toMatch(/^__Host-csd_session=[\w-]{43};/);
      expect(setCookie).toContain('Secure');
      expect(setCookie).toContain('HttpOnly');
      expect(setCookie).toContain('Path=/');
      const device = response.headers.getSetCookie().find((line) => line.includes('csd_device='));
      expect(device).toMatch(/^__Host-csd_device=[\w-]{43};.*Secure/);
      const session = await apiRequest(testApp.app, 'GET', authApi.session, undefined, {
        cookie: cookieFrom(response),
        origin: 'https://shop.example',
      });
      expect(session.status).toBe(200);
    } finally {
      await testApp.dispose();
    }
  });
});
