import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUser, testPassword } from '#tests/admin-factory.ts';
import {
  apiRequest,
  auditRows,
  cookiesFrom,
  sessionRows,
  signInRequest,
} from '#tests/auth-requests.ts';
import { totpCode, withTotp } from '#tests/second-factor-fixtures.ts';
import { createTestApp, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';
import { authApi } from '#shared/contracts/admin-api.ts';
import { rateLimitRules } from '#server/http/rate-limit-rules.ts';
import { secondStepMs } from './second-step-service.ts';

describe.each(testDrivers)('the second step of signing in on %s', (driver) => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp(driver);
  });
  afterEach(() => testApp.dispose());

  /** Signs in with the password; answers the second-step cookie. */
  async function passwordStep(email: string, ip?: string): Promise<string> {
    const response = await signInRequest(testApp.app, { email, password: testPassword }, { ip });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      secondStep: { methods: ['totp', 'recovery'] },
    });
    return cookiesFrom(response);
  }

  const answer = (path: string, code: unknown, cookie: string, ip?: string) =>
    apiRequest(testApp.app, 'POST', path, { code }, { cookie, ip });

  it('opens no session for the password alone, and one for the app’s code', async () => {
    const admin = await createUser(testApp);
    const { secret } = await withTotp(testApp, admin.id);
    const response = await signInRequest(testApp.app, {
      email: admin.email,
      password: testPassword,
    });
    const setCookie = response.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/^csd_second_step=[\w-]{43};/);
    expect(setCookie).toContain('Path=/api/auth');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).not.toContain('csd_session');
    expect(await sessionRows(testApp.ctx.db, admin.id)).toEqual([]);
    const cookie = cookiesFrom(response);

    const pending = await apiRequest(testApp.app, 'GET', authApi.secondStep, undefined, { cookie });
    expect(await pending.json()).toEqual({ secondStep: { methods: ['totp', 'recovery'] } });

    const signedIn = await answer(authApi.secondStepCode, totpCode(testApp, secret), cookie);
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toEqual({
      user: { id: admin.id, email: admin.email, role: 'owner' },
      secondFactorSetupRequired: false,
    });
    expect(signedIn.headers.getSetCookie().join('\n')).toMatch(/csd_session=[\w-]{43}/);
    expect(await sessionRows(testApp.ctx.db, admin.id)).toHaveLength(1);
    const audit = await auditRows(testApp.ctx.db);
    expect(audit.at(-1)).toMatchObject({ action: 'sign_in', detail: { factor: 'totp' } });

    // The step is spent: it opens one session.
    const again = await answer(authApi.secondStepCode, totpCode(testApp, secret, 1), cookie);
    expect(again.status).toBe(401);
    const gone = await apiRequest(testApp.app, 'GET', authApi.secondStep, undefined, { cookie });
    expect(gone.status).toBe(401);
  });

  it('accepts a code once, and one step early or late only', async () => {
    const admin = await createUser(testApp);
    const { secret } = await withTotp(testApp, admin.id);
    const code = totpCode(testApp, secret);
    expect(
      (await answer(authApi.secondStepCode, code, await passwordStep(admin.email))).status,
    ).toBe(200);

    const replay = await answer(authApi.secondStepCode, code, await passwordStep(admin.email));
    expect(replay.status).toBe(401);
    expect(((await replay.json()) as { error: { code: string } }).error.code).toBe(
      'invalid_second_factor',
    );
    const cookie = await passwordStep(admin.email);
    expect(
      (await answer(authApi.secondStepCode, totpCode(testApp, secret, 3), cookie)).status,
    ).toBe(401);
    expect(
      (await answer(authApi.secondStepCode, totpCode(testApp, secret, 1), cookie)).status,
    ).toBe(200);
    const failures = (await auditRows(testApp.ctx.db)).filter(
      (row) => row.action === 'sign_in_second_step_failed',
    );
    expect(failures).toHaveLength(2);
    expect(failures[0]).toMatchObject({
      actorId: admin.id,
      detail: { factor: 'totp', reason: 'wrong' },
    });
  });

  it('takes a recovery code once, however it is typed', async () => {
    const admin = await createUser(testApp);
    const { recoveryCodes } = await withTotp(testApp, admin.id);
    const code = recoveryCodes[0] ?? '';
    const typed = ` ${code.toUpperCase().replace('-', ' ')} `;
    const first = await answer(authApi.secondStepRecovery, typed, await passwordStep(admin.email));
    expect(first.status).toBe(200);
    const actions = (await auditRows(testApp.ctx.db)).map((row) => row.action);
    expect(actions.slice(-2)).toEqual(['recovery_code_used', 'sign_in']);

    const second = await answer(authApi.secondStepRecovery, code, await passwordStep(admin.email));
    expect(second.status).toBe(401);
  });

  it('refuses with 429 and Retry-After once the pending admin’s answers are used up', async () => {
    const admin = await createUser(testApp);
    const { secret } = await withTotp(testApp, admin.id);
    const { points } = rateLimitRules.secondStepPerUser;
    // From several networks: the limit is the admin's, whoever guesses.
    for (let attempt = 0; attempt < points; attempt += 1) {
      const cookie = await passwordStep(admin.email, `203.0.113.${attempt + 1}`);
      const wrong = await answer(
        authApi.secondStepCode,
        '000000',
        cookie,
        `203.0.113.${attempt + 1}`,
      );
      expect(wrong.status).toBe(401);
    }
    const cookie = await passwordStep(admin.email, '203.0.113.99');
    for (let refused = 0; refused < 2; refused += 1) {
      const limited = await answer(
        authApi.secondStepCode,
        totpCode(testApp, secret),
        cookie,
        '203.0.113.99',
      );
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    }
    const limitedEntries = (await auditRows(testApp.ctx.db)).filter(
      (row) => row.action === 'sign_in_second_step_failed' && row.detail?.reason === 'limited',
    );
    expect(limitedEntries).toHaveLength(1);
  });

  it('forgets a pending step after five minutes', async () => {
    const admin = await createUser(testApp);
    const { secret } = await withTotp(testApp, admin.id);
    const cookie = await passwordStep(admin.email);
    testApp.advanceClock(secondStepMs + 1000);
    const late = await answer(authApi.secondStepCode, totpCode(testApp, secret), cookie);
    expect(late.status).toBe(401);
    expect(((await late.json()) as { error: { code: string } }).error.code).toBe(
      'second_step_expired',
    );
    expect(await sessionRows(testApp.ctx.db, admin.id)).toEqual([]);
  });

  it('turns away odd answers with a 400 and no step with a 401', async () => {
    const admin = await createUser(testApp);
    await withTotp(testApp, admin.id);
    const cookie = await passwordStep(admin.email);
    for (const code of [123456, '12345', 'x'.repeat(100_000), null, ['123456']]) {
      expect((await answer(authApi.secondStepCode, code, cookie)).status).toBe(400);
      expect((await answer(authApi.secondStepRecovery, code, cookie)).status).toBe(400);
    }
    expect((await answer(authApi.secondStepCode, '123456', '')).status).toBe(401);
    expect((await answer(authApi.secondStepCode, '123456', 'csd_second_step=forged')).status).toBe(
      401,
    );
    const foreign = await apiRequest(
      testApp.app,
      'POST',
      authApi.secondStepCode,
      { code: '123456' },
      {
        cookie,
        origin: 'https://evil.example',
      },
    );
    expect(foreign.status).toBe(403);
  });
});
