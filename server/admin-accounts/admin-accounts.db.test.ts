import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordAudit } from '#server/audit/audit-repository.ts';
import { createUser, sessionCookie, signedInAdmin, testPassword } from '#tests/admin-factory.ts';
import {
  apiRequest,
  auditRows,
  authTokenRows,
  cookieFrom,
  deviceCookieFrom,
  sessionRows,
  signInRequest,
  userRow,
} from '#tests/auth-requests.ts';
import { ageMail, outboxRows } from '#tests/db-rows.ts';
import { createTestApp, type TestApp } from '#tests/test-app.ts';
import { weakPasswords } from '#tests/hostile-text.ts';
import { testDrivers } from '#tests/test-database.ts';
import { adminApi, authApi } from '#shared/contracts/admin-api.ts';
import {
  adminsResponseSchema,
  auditResponseSchema,
  changeAdminRoleResponseSchema,
  grantAdminResponseSchema,
} from '#shared/contracts/admin.ts';
import type { AdminRole } from '#shared/contracts/auth.ts';
import { insertAuthToken } from '#server/auth/auth-token-repository.ts';
import { changeAdminRoleUnlessLastOwner, setRole } from '#server/auth/user-repository.ts';

async function fieldNames(response: Response): Promise<string[]> {
  const body = (await response.json()) as { error: { fields?: Record<string, string> } };
  return Object.keys(body.error.fields ?? {});
}

describe.each(testDrivers)('Security Management API on %s', (driver) => {
  let testApp: TestApp;
  let me: Awaited<ReturnType<typeof signedInAdmin>>;
  beforeEach(async () => {
    testApp = await createTestApp(driver);
    me = await signedInAdmin(testApp, { email: 'me@shop.example' });
  });
  afterEach(() => testApp.dispose());

  const get = (path: string, cookie = me.cookie) =>
    apiRequest(testApp.app, 'GET', path, undefined, { cookie });
  const post = (path: string, body: unknown = {}, cookie = me.cookie) =>
    apiRequest(testApp.app, 'POST', path, body, { cookie });
  const grant = async (email: string, role: AdminRole = 'support') => {
    const response = await post(adminApi.admins, { email, role });
    expect(response.status).toBe(200);
    return grantAdminResponseSchema.parse(await response.json());
  };
  const admins = async () =>
    adminsResponseSchema.parse(await (await get(adminApi.admins)).json()).admins;

  it('lists every admin, active or invited, and which one is you', async () => {
    const invited = await createUser(testApp, { email: 'invited@shop.example', password: null });
    await createUser(testApp, { email: 'buyer@shop.example', role: 'user' });
    await signInRequest(testApp.app, { email: me.user.email, password: testPassword });

    const response = await get(adminApi.admins);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const list = await admins();
    expect(list.map((admin) => [admin.email, admin.status, admin.isYou])).toEqual([
      ['me@shop.example', 'active', true],
      [invited.email, 'invited', false],
    ]);
    expect(list[0]?.lastSignInAt).toEqual(expect.any(String));
    expect(list[1]?.lastSignInAt).toBeNull();
    expect(Date.parse(list[0]?.createdAt ?? '')).not.toBeNaN();
  });

  it('promotes a known user at once', async () => {
    const buyer = await createUser(testApp, { email: 'buyer@shop.example', role: 'user' });
    const result = await grant('Buyer@Shop.Example', 'owner');
    expect(result).toMatchObject({
      outcome: 'promoted',
      admin: { id: buyer.id, email: buyer.email, status: 'active', role: 'owner', isYou: false },
    });
    expect((await userRow(testApp.ctx.db, buyer.id)).role).toBe('owner');
    expect(await outboxRows(testApp.ctx.db)).toEqual([]);
    expect((await auditRows(testApp.ctx.db)).at(-1)).toMatchObject({
      action: 'admin_granted',
      actorId: me.user.id,
      actorEmail: me.user.email,
      target: buyer.email,
    });
    const signIn = await signInRequest(testApp.app, { email: buyer.email, password: testPassword });
    expect(signIn.status).toBe(200);
  });

  it('invites a new address: an admin without a password and an invitation mail', async () => {
    const result = await grant('new@shop.example');
    expect(result).toMatchObject({
      outcome: 'invited',
      admin: { email: 'new@shop.example', status: 'invited', role: 'support', lastSignInAt: null },
    });
    const invited = await userRow(testApp.ctx.db, result.admin.id);
    expect(invited).toMatchObject({ role: 'support', passwordHash: null });
    expect(
      (await outboxRows(testApp.ctx.db)).map((row) => [row.kind, row.recipient, row.payload]),
    ).toEqual([
      ['admin-invite', 'new@shop.example', { userId: invited.id, invitedBy: me.user.email }],
    ]);
    expect(testApp.nudges()).toBe(1);
    expect((await auditRows(testApp.ctx.db)).at(-1)).toMatchObject({
      action: 'admin_invited',
      target: 'new@shop.example',
      detail: { outcome: 'invited', role: 'support', invitationMailed: true },
    });
    expect((await admins()).map((admin) => admin.status)).toEqual(['active', 'invited']);
  });

  it('grants one new address twice at once: one invitation, one account', async () => {
    const answers = await Promise.all([
      post(adminApi.admins, { email: 'twice@shop.example', role: 'support' }),
      post(adminApi.admins, { email: 'twice@shop.example', role: 'support' }),
    ]);
    // The second finds the invitation just queued by the first, and is told so.
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429]);
    const granted = answers.find((answer) => answer.status === 200);
    expect(grantAdminResponseSchema.parse(await granted?.json()).outcome).toBe('invited');
    expect(await outboxRows(testApp.ctx.db)).toHaveLength(1);
    expect((await admins()).filter((admin) => admin.email === 'twice@shop.example')).toHaveLength(
      1,
    );
  });

  it('leaves an admin as one, and invites an invited one afresh', async () => {
    const active = await createUser(testApp, { email: 'active@shop.example' });
    const auditBefore = (await auditRows(testApp.ctx.db)).length;
    expect(await grant(active.email)).toMatchObject({
      outcome: 'already_admin',
      admin: { status: 'active', role: 'owner' },
    });
    expect(await outboxRows(testApp.ctx.db)).toEqual([]);
    expect(await auditRows(testApp.ctx.db)).toHaveLength(auditBefore);

    await grant('later@shop.example');
    await ageMail(testApp.ctx.db, 'later@shop.example', 6);
    expect(await grant('later@shop.example')).toMatchObject({
      outcome: 'already_admin',
      admin: { status: 'invited' },
    });
    expect((await outboxRows(testApp.ctx.db)).map((row) => row.kind)).toEqual([
      'admin-invite',
      'admin-invite',
    ]);
  });

  it('caps the invitations one address gets, with a message for the admin', async () => {
    await grant('later@shop.example');
    const again = await post(adminApi.admins, { email: 'later@shop.example', role: 'support' });
    expect(again.status).toBe(429);
    expect(await again.json()).toEqual({
      error: {
        code: 'invitation_capped',
        message:
          'An invitation was mailed to this address a short while ago. Ask them to look for it (spam folder too), or try again later.',
      },
    });
    expect(await outboxRows(testApp.ctx.db)).toHaveLength(1);

    // Three a day, however they are spaced.
    for (let invitation = 2; invitation <= 3; invitation += 1) {
      await ageMail(testApp.ctx.db, 'later@shop.example', 6);
      await grant('later@shop.example');
    }
    await ageMail(testApp.ctx.db, 'later@shop.example', 6);
    expect(
      (await post(adminApi.admins, { email: 'later@shop.example', role: 'support' })).status,
    ).toBe(429);
    await ageMail(testApp.ctx.db, 'later@shop.example', 24 * 60);
    await grant('later@shop.example');
    expect(await outboxRows(testApp.ctx.db)).toHaveLength(4);

    // Revoking and granting again is counted the same way.
    const invited = (await admins()).find((admin) => admin.email === 'later@shop.example');
    expect((await post(adminApi.revokeAdmin(invited?.id ?? ''))).status).toBe(200);
    expect(
      (await post(adminApi.admins, { email: 'later@shop.example', role: 'support' })).status,
    ).toBe(429);
    expect((await admins()).map((admin) => admin.email)).toEqual([me.user.email]);
  });

  it('refuses an empty or malformed address with the field’s message', async () => {
    for (const email of ['', 'not-an-address']) {
      const response = await post(adminApi.admins, { email, role: 'owner' });
      expect(response.status).toBe(400);
      expect(await fieldNames(response)).toEqual(['email']);
    }
  });

  it('refuses a grant without a known role, with the field’s message', async () => {
    for (const role of [undefined, 'admin', 'user']) {
      const response = await post(adminApi.admins, { email: 'new@shop.example', role });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { fields: { role: 'Choose owner or support.' } },
      });
    }
    expect((await admins()).map((admin) => admin.email)).toEqual([me.user.email]);
  });

  it('revokes an admin: their sessions end, told why, and their links are withdrawn', async () => {
    const other = await createUser(testApp, { email: 'other@shop.example', role: 'support' });
    const theirs = await sessionCookie(testApp, other);
    await insertAuthToken(testApp.ctx.db, {
      tokenHash: 'a'.repeat(64),
      userId: other.id,
      purpose: 'reset',
      expiresAt: new Date(Date.now() + 60_000),
    });

    const response = await post(adminApi.revokeAdmin(other.id));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, signedOut: false });
    expect((await userRow(testApp.ctx.db, other.id)).role).toBe('user');
    expect((await sessionRows(testApp.ctx.db, other.id)).map((row) => row.accessRemovedAt)).toEqual(
      [expect.any(Date)],
    );
    expect(await authTokenRows(testApp.ctx.db, other.id)).toEqual([]);
    const told = await get(authApi.session, theirs);
    expect(told.status).toBe(403);
    expect(await told.json()).toEqual({
      error: { code: 'access_removed', message: 'Your access to the back office was removed.' },
    });
    expect((await auditRows(testApp.ctx.db)).at(-1)).toMatchObject({
      action: 'admin_revoked',
      actorId: me.user.id,
      target: other.email,
      detail: { role: 'support' },
    });
    expect((await admins()).map((admin) => admin.email)).toEqual([me.user.email]);

    // No longer an admin, and an id nobody has: both unknown here.
    for (const id of [other.id, 'usr_nobody']) {
      const again = await post(adminApi.revokeAdmin(id));
      expect(again.status).toBe(404);
      expect(await again.json()).toMatchObject({ error: { code: 'not_found' } });
    }
  });

  it('revoking takes the password too: granting the address again invites it', async () => {
    const other = await createUser(testApp, { email: 'other@shop.example' });
    const oldSession = await sessionCookie(testApp, other);
    expect((await post(adminApi.revokeAdmin(other.id))).status).toBe(200);
    expect((await userRow(testApp.ctx.db, other.id)).passwordHash).toBeNull();

    const regranted = await grant(other.email);
    expect(regranted).toMatchObject({ outcome: 'promoted', admin: { status: 'invited' } });
    expect((await outboxRows(testApp.ctx.db)).map((row) => [row.kind, row.recipient])).toEqual([
      ['admin-invite', other.email],
    ]);
    const signIn = await signInRequest(testApp.app, { email: other.email, password: testPassword });
    expect(signIn.status).toBe(401);
    // The session kept to say why does not come back with the role.
    expect((await get(authApi.session, oldSession)).status).toBe(403);
  });

  it('never revokes or demotes the last owner who can sign in', async () => {
    await createUser(testApp, { email: 'invited@shop.example', password: null });
    await createUser(testApp, { email: 'support@shop.example', role: 'support' });
    for (const refused of [
      await post(adminApi.revokeAdmin(me.user.id)),
      await post(adminApi.adminRole(me.user.id), { role: 'support' }),
    ]) {
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({
        error: {
          code: 'last_owner',
          message:
            'This is the last owner who can sign in, so they stay an owner. Make someone else an owner first, and let them set their password.',
        },
      });
    }
    expect((await userRow(testApp.ctx.db, me.user.id)).role).toBe('owner');
    expect((await get(authApi.session)).status).toBe(200);
  });

  it('changes an admin’s role both ways, with an audit entry saying from and to', async () => {
    const other = await createUser(testApp, { email: 'other@shop.example', role: 'support' });
    const theirs = await sessionCookie(testApp, other);
    const promoted = await post(adminApi.adminRole(other.id), { role: 'owner' });
    expect(promoted.status).toBe(200);
    expect(changeAdminRoleResponseSchema.parse(await promoted.json()).admin).toMatchObject({
      id: other.id,
      role: 'owner',
      isYou: false,
    });
    expect((await auditRows(testApp.ctx.db)).at(-1)).toMatchObject({
      action: 'admin_role_changed',
      actorId: me.user.id,
      target: other.email,
      detail: { from: 'support', to: 'owner' },
    });
    // Their session goes on, with the new role.
    expect(await (await get(authApi.session, theirs)).json()).toMatchObject({
      user: { role: 'owner' },
    });

    // With another owner, you may step down yourself; the team is then closed to you.
    const stepDown = await post(adminApi.adminRole(me.user.id), { role: 'support' });
    expect(stepDown.status).toBe(200);
    const closed = await get(adminApi.admins);
    expect(closed.status).toBe(403);
    expect(await closed.json()).toMatchObject({ error: { code: 'role_not_allowed' } });
    expect((await get(adminApi.admins, theirs)).status).toBe(200);

    const auditBefore = (await auditRows(testApp.ctx.db)).length;
    const same = await post(adminApi.adminRole(other.id), { role: 'owner' }, theirs);
    expect(same.status).toBe(200);
    expect(await auditRows(testApp.ctx.db)).toHaveLength(auditBefore);
  });

  it('refuses a role change for an unknown admin or an unknown role', async () => {
    const buyer = await createUser(testApp, { email: 'buyer@shop.example', role: 'user' });
    for (const id of [buyer.id, 'usr_nobody']) {
      const response = await post(adminApi.adminRole(id), { role: 'owner' });
      expect(response.status).toBe(404);
    }
    const bad = await post(adminApi.adminRole(me.user.id), { role: 'admin' });
    expect(bad.status).toBe(400);
    expect(await fieldNames(bad)).toEqual(['role']);
    expect((await userRow(testApp.ctx.db, buyer.id)).role).toBe('user');
  });

  it('lets only one of two owners demoting each other at once succeed', async () => {
    const other = await signedInAdmin(testApp, { email: 'other@shop.example' });
    const roles = async () =>
      Promise.all(
        [me.user.id, other.user.id].map(async (id) => (await userRow(testApp.ctx.db, id)).role),
      );
    // The locked check itself, each change in its own transaction (its own connection on PostgreSQL).
    const changes = await Promise.all([
      changeAdminRoleUnlessLastOwner(testApp.ctx.db, other.user.id, 'support'),
      changeAdminRoleUnlessLastOwner(testApp.ctx.db, me.user.id, 'user'),
    ]);
    expect(changes.map((change) => change.status).sort()).toEqual(['changed', 'last_owner']);
    expect((await roles()).filter((role) => role === 'owner')).toHaveLength(1);

    // Through the API: the loser is refused, by the check or, once demoted, by their new role.
    await setRole(testApp.ctx.db, me.user.id, 'owner');
    await setRole(testApp.ctx.db, other.user.id, 'owner');
    const answers = await Promise.all([
      post(adminApi.adminRole(other.user.id), { role: 'support' }),
      post(adminApi.adminRole(me.user.id), { role: 'support' }, other.cookie),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    expect((await roles()).filter((role) => role === 'owner')).toHaveLength(1);
  });

  it('lets you revoke yourself while another owner remains, and signs you out', async () => {
    await createUser(testApp, { email: 'other@shop.example' });
    const response = await post(adminApi.revokeAdmin(me.user.id));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, signedOut: true });
    expect(response.headers.get('Set-Cookie')).toMatch(/^csd_session=; Max-Age=0/);
    const kept = await get(authApi.session);
    expect(kept.status).toBe(403);
    expect(await kept.json()).toMatchObject({ error: { code: 'access_removed' } });
  });

  it('changes your password and ends your other sessions, not this one', async () => {
    const elsewhere = await sessionCookie(testApp, me.user);
    const response = await post(adminApi.password, {
      currentPassword: testPassword,
      newPassword: 'my new long passphrase',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect((await get(authApi.session)).status).toBe(200);
    expect((await get(authApi.session, elsewhere)).status).toBe(401);
    expect(await sessionRows(testApp.ctx.db, me.user.id)).toHaveLength(1);
    expect((await auditRows(testApp.ctx.db)).at(-1)).toMatchObject({
      action: 'password_changed',
      actorId: me.user.id,
    });
    const signIn = (password: string) =>
      signInRequest(testApp.app, { email: me.user.email, password });
    expect((await signIn(testPassword)).status).toBe(401);
    const fresh = await signIn('my new long passphrase');
    expect(fresh.status).toBe(200);
    expect(cookieFrom(fresh)).not.toBe(me.cookie);
  });

  it.each(weakPasswords('me@shop.example'))(
    'refuses a new password that is %s, with the field’s message',
    async (_kind, newPassword, message) => {
      const response = await post(adminApi.password, {
        currentPassword: testPassword,
        newPassword,
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: { fields: Record<string, string> } };
      expect(Object.keys(body.error.fields)).toEqual(['newPassword']);
      expect(body.error.fields.newPassword).toContain(message);
      const signIn = await signInRequest(testApp.app, {
        email: me.user.email,
        password: testPassword,
      });
      expect(signIn.status).toBe(200);
    },
  );

  it('checks the current password, with the sign-in limit on guesses', async () => {
    const short = await post(adminApi.password, {
      currentPassword: testPassword,
      newPassword: 'short',
    });
    expect(short.status).toBe(400);
    expect(await fieldNames(short)).toEqual(['newPassword']);

    const attempt = (currentPassword: string) =>
      post(adminApi.password, { currentPassword, newPassword: 'my new long passphrase' });
    for (let guess = 0; guess < 5; guess += 1) {
      const wrong = await attempt('a wrong guess here');
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toEqual({
        error: {
          code: 'validation_failed',
          message: 'Some fields are missing or invalid.',
          fields: { currentPassword: 'This is not your current password.' },
        },
      });
    }
    const limited = await attempt(testPassword);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Guesses made through a session do not lock the owner out of signing in elsewhere.
    const signIn = await signInRequest(
      testApp.app,
      { email: me.user.email, password: testPassword },
      { ip: '192.0.2.60' },
    );
    expect(signIn.status).toBe(200);
  });

  it('trusts the browser that changed the password, as a sign-in would', async () => {
    const response = await post(adminApi.password, {
      currentPassword: testPassword,
      newPassword: 'my new long passphrase',
    });
    expect(response.status).toBe(200);
    const device = deviceCookieFrom(response);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await signInRequest(
        testApp.app,
        { email: me.user.email, password: 'wrong password!' },
        { ip: `192.0.2.${attempt}` },
      );
    }
    const owner = await signInRequest(
      testApp.app,
      { email: me.user.email, password: 'my new long passphrase' },
      { ip: '203.0.113.5', cookie: device },
    );
    expect(owner.status).toBe(200);
  });

  it('shows the newest 50 audit entries, newest first', async () => {
    for (let entry = 1; entry <= 55; entry += 1) {
      await recordAudit(testApp.ctx.db, {
        actorId: me.user.id,
        actorEmail: me.user.email,
        action: 'orders_exported',
        target: `export ${entry}`,
        ip: '192.0.2.1',
      });
    }
    const response = await get(adminApi.audit);
    expect(response.status).toBe(200);
    const { entries } = auditResponseSchema.parse(await response.json());
    expect(entries).toHaveLength(50);
    expect(entries[0]).toMatchObject({
      actorEmail: me.user.email,
      action: 'orders_exported',
      target: 'export 55',
      ip: '192.0.2.1',
    });
    expect(entries.at(-1)?.target).toBe('export 6');
  });
});
