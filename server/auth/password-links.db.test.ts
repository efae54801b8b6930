import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mailRenderers } from '#server/mail-renderers.ts';
import { unusedGuideCopies } from '#tests/pdf-workers.ts';
import { mailPayloadSchemas } from '#server/mail/mail-kinds.ts';
import { enqueueMail } from '#server/mail/outbox-repository.ts';
import { createUser, sessionCookie, testPassword } from '#tests/admin-factory.ts';
import {
  apiRequest,
  auditRows,
  authTokenRows,
  deviceCookieFrom,
  sessionRows,
  signInRequest,
} from '#tests/auth-requests.ts';
import { outboxRows } from '#tests/db-rows.ts';
import { formsOf, tagsOf } from '#tests/html.ts';
import { serverPageScripts } from '#app/server-pages/server-page-document.tsx';
import { fromAddress, testMailSite } from '#tests/mail-fixtures.ts';
import { createTestApp, type TestApp, testSiteUrl } from '#tests/test-app.ts';
import { weakPasswords } from '#tests/hostile-text.ts';
import { withTotp } from '#tests/second-factor-fixtures.ts';
import { testDrivers } from '#tests/test-database.ts';
import { deferredWorkDone } from '#server/db/deferred-work.ts';
import { authApi, setPasswordPath } from '#shared/contracts/admin-api.ts';
import { tokenHash } from './secret-token.ts';
import { matchPasswordsScript } from './set-password-script.ts';
import { lockUser, setRole, type User } from './user-repository.ts';

const minute = 60_000;
const hour = 60 * minute;
const newPassword = 'a brand new passphrase';

describe.each(testDrivers)('password reset and invitation links on %s', (driver) => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp(driver);
  });
  afterEach(() => testApp.dispose());

  /** "Forgot password?", and the work it leaves for after its answer. */
  const forgot = async (email: string, ip?: string) => {
    const answer = await apiRequest(testApp.app, 'POST', authApi.forgotPassword, { email }, { ip });
    await deferredWorkDone(testApp.ctx.db);
    return answer;
  };

  /** Renders the newest queued mail of a kind, as the outbox worker would, and returns its link's token. */
  async function sendQueued(kind: 'password-reset' | 'admin-invite', user: User) {
    const rows = (await outboxRows(testApp.ctx.db, user.email)).filter((row) => row.kind === kind);
    const row = rows.at(-1);
    if (!row) throw new Error(`no ${kind} mail for ${user.email}`);
    const mail = await mailRenderers(unusedGuideCopies)[kind](
      mailPayloadSchemas[kind].parse(row.payload),
      {
        db: testApp.ctx.db,
        config: testApp.ctx.config,
        site: testMailSite(testApp.ctx.config),
        recipient: row.recipient,
      },
    );
    const token = /\/admin\/set-password\?token=([\w-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error(`no link in the ${kind} mail`);
    return { mail, token };
  }

  const openLink = (token: string) => testApp.app.request(`${setPasswordPath}?token=${token}`);
  const submit = (token: string, password = newPassword, confirm = password, ip = '192.0.2.200') =>
    testApp.app.request(
      setPasswordPath,
      {
        method: 'POST',
        body: new URLSearchParams({ token, password, confirm }).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: testSiteUrl },
      },
      fromAddress(ip),
    );

  it('queue a reset mail for an admin that holds no secret, and answer alike for anyone', async () => {
    const admin = await createUser(testApp, { email: 'owner@shop.example' });
    const buyer = await createUser(testApp, { email: 'buyer@shop.example', role: 'user' });
    const answers = [
      await forgot('Owner@Shop.Example'),
      await forgot('nobody@shop.example'),
      await forgot(buyer.email),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe('{"ok":true}');
    }
    const outbox = await outboxRows(testApp.ctx.db);
    expect(outbox.map((row) => [row.kind, row.recipient, row.payload])).toEqual([
      ['password-reset', admin.email, { userId: admin.id }],
    ]);
    expect(testApp.nudges()).toBe(1);
    expect(await authTokenRows(testApp.ctx.db, admin.id)).toEqual([]);
    const audit = await auditRows(testApp.ctx.db);
    expect(audit.map((entry) => [entry.action, entry.actorId, entry.detail])).toEqual([
      ['password_reset_requested', admin.id, { outcome: 'mailed' }],
      ['password_reset_requested', buyer.id, { outcome: 'not_admin' }],
    ]);
  });

  it('send one reset mail per address in five minutes, and limit each client', async () => {
    const admin = await createUser(testApp);
    const invited = await createUser(testApp, { password: null });
    expect((await forgot(admin.email, '192.0.2.1')).status).toBe(200);
    expect((await forgot(admin.email, '192.0.2.2')).status).toBe(200);
    expect((await forgot(invited.email, '192.0.2.3')).status).toBe(200);
    const outbox = await outboxRows(testApp.ctx.db);
    expect(outbox.map((row) => row.recipient)).toEqual([admin.email, invited.email]);
    expect((await auditRows(testApp.ctx.db)).map((entry) => entry.detail)).toEqual([
      { outcome: 'mailed' },
      { outcome: 'capped' },
      { outcome: 'mailed' },
    ]);

    for (let request = 0; request < 5; request += 1) {
      expect((await forgot(`someone${request}@shop.example`, '192.0.2.9')).status).toBe(200);
    }
    const limited = await forgot('someone@shop.example', '192.0.2.9');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('make the reset link when the mail is sent, stored only as its hash, valid one hour', async () => {
    const admin = await createUser(testApp);
    await forgot(admin.email);
    const before = Date.now();
    const { mail, token } = await sendQueued('password-reset', admin);
    expect(mail.to).toBe(admin.email);
    expect(mail.subject).toContain('Reset your');
    expect(mail.html).toContain(`href="http://shop.test${setPasswordPath}?token=${token}"`);
    expect(mail.text).toContain('within one hour');
    const [stored] = await authTokenRows(testApp.ctx.db, admin.id);
    expect(stored).toMatchObject({ purpose: 'reset', tokenHash: tokenHash(token) });
    expect(JSON.stringify(await outboxRows(testApp.ctx.db))).not.toContain(token);
    const validFor = (stored?.expiresAt.getTime() ?? 0) - before;
    expect(validFor).toBeGreaterThanOrEqual(hour - minute);
    expect(validFor).toBeLessThanOrEqual(hour + minute);
  });

  it('show the form on opening the link without using it up, as a private, unindexed page', async () => {
    const admin = await createUser(testApp);
    await forgot(admin.email);
    const { token } = await sendQueued('password-reset', admin);
    for (let visit = 0; visit < 2; visit += 1) {
      const page = await openLink(token);
      expect(page.status).toBe(200);
      expect(page.headers.get('Cache-Control')).toBe('private, no-store');
      expect(page.headers.get('Referrer-Policy')).toBe('no-referrer');
      expect(page.headers.get('X-Robots-Tag')).toContain('noindex');
      const html = await page.text();
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(html).toContain('Choose a new password');
      expect(formsOf(html)).toEqual([
        expect.objectContaining({ method: 'post', action: setPasswordPath }),
      ]);
      expect(html).toContain(`name="token" value="${token}"`);
      const passwords = tagsOf(html, 'input').filter((input) => input.type === 'password');
      expect(passwords.map(({ name, autocomplete }) => ({ name, autocomplete }))).toEqual([
        { name: 'password', autocomplete: 'new-password' },
        { name: 'confirm', autocomplete: 'new-password' },
      ]);
      // Never written back into the page.
      for (const input of passwords) expect(input).not.toHaveProperty('value');
      // Besides the theme's, the one script: it checks both passwords match before sending.
      expect(html).toContain(`<script>${matchPasswordsScript}</script>`);
      const hashes = serverPageScripts(matchPasswordsScript).map(
        (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
      );
      expect(page.headers.get('Content-Security-Policy')).toContain(
        `script-src ${hashes.join(' ')};`,
      );
    }
    expect(await authTokenRows(testApp.ctx.db, admin.id)).toHaveLength(1);
  });

  it('set the password once: sessions end, the link and its siblings stop working', async () => {
    const admin = await createUser(testApp);
    const otherSession = await sessionCookie(testApp, admin);
    await forgot(admin.email);
    const first = await sendQueued('password-reset', admin);
    const second = await sendQueued('password-reset', admin);

    const done = await submit(first.token);
    expect(done.status).toBe(200);
    const html = await done.text();
    expect(html).toContain('Your password is set');
    expect(html).toContain('href="/admin"');
    // Every link is gone; what is left trusts the browser that set the password.
    const tokens = await authTokenRows(testApp.ctx.db, admin.id);
    expect(tokens.map((token) => token.purpose)).toEqual(['device']);
    expect(tokens[0]?.tokenHash).toBe(tokenHash(deviceCookieFrom(done).split('=')[1] ?? ''));
    expect(await sessionRows(testApp.ctx.db, admin.id)).toEqual([]);
    const stale = await apiRequest(testApp.app, 'GET', authApi.session, undefined, {
      cookie: otherSession,
    });
    expect(stale.status).toBe(401);
    expect((await auditRows(testApp.ctx.db)).at(-1)).toMatchObject({
      action: 'password_set',
      actorId: admin.id,
      detail: { link: 'reset' },
    });

    const signIn = (password: string) =>
      signInRequest(testApp.app, { email: admin.email, password });
    expect((await signIn(testPassword)).status).toBe(401);
    expect((await signIn(newPassword)).status).toBe(200);

    for (const token of [first.token, second.token]) {
      const reused = await submit(token, 'yet another passphrase');
      expect(reused.status).toBe(410);
      const page = await reused.text();
      expect(page).toContain('This link no longer works');
      expect(page).toContain('href="/admin"');
      expect((await openLink(token)).status).toBe(410);
    }
    expect((await signIn(newPassword)).status).toBe(200);
  });

  it('clear the address’s and the client’s sign-in counters, and trust the browser that set it', async () => {
    const admin = await createUser(testApp);
    const formIp = '192.0.2.200';
    const signIn = (password: string, options: { ip: string; cookie?: string }) =>
      signInRequest(testApp.app, { email: admin.email, password }, options);
    // The address is refused to untrusted clients, and this client has used its guesses.
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      await signIn('wrong password!', { ip: formIp });
    }
    expect((await signIn(testPassword, { ip: '192.0.2.201' })).status).toBe(429);
    await forgot(admin.email);
    const { token } = await sendQueued('password-reset', admin);

    const done = await submit(token, newPassword, newPassword, formIp);
    expect(done.status).toBe(200);
    const device = deviceCookieFrom(done);
    expect((await signIn(newPassword, { ip: formIp })).status).toBe(200);
    expect((await signIn(newPassword, { ip: '192.0.2.202' })).status).toBe(200);
    expect((await signIn(newPassword, { ip: '203.0.113.1', cookie: device })).status).toBe(200);
  });

  it('leave an admin’s second factor standing: a mailed reset sets the password, not a way in', async () => {
    const admin = await createUser(testApp);
    await withTotp(testApp, admin.id);
    const formIp = '192.0.2.200';
    await forgot(admin.email);
    const { token } = await sendQueued('password-reset', admin);
    const done = await submit(token, newPassword, newPassword, formIp);
    expect(done.status).toBe(200);
    expect(await sessionRows(testApp.ctx.db, admin.id)).toEqual([]);

    // Even from the browser the reset trusted, the new password only opens the second step.
    const signIn = await signInRequest(
      testApp.app,
      { email: admin.email, password: newPassword },
      { ip: formIp, cookie: deviceCookieFrom(done) },
    );
    expect(await signIn.json()).toEqual({ secondStep: { methods: ['totp', 'recovery'] } });
    expect(await sessionRows(testApp.ctx.db, admin.id)).toEqual([]);
  });

  it('never take a device cookie for a set-password link', async () => {
    const admin = await createUser(testApp);
    const signedIn = await signInRequest(testApp.app, {
      email: admin.email,
      password: testPassword,
    });
    const deviceToken = deviceCookieFrom(signedIn).split('=')[1] ?? '';
    expect((await openLink(deviceToken)).status).toBe(410);
    expect((await submit(deviceToken)).status).toBe(410);
  });

  it.each(weakPasswords('owner@shop.example'))(
    'refuse a password that is %s, with the field’s message',
    async (_kind, password, message) => {
      const admin = await createUser(testApp, { email: 'owner@shop.example' });
      await forgot(admin.email);
      const { token } = await sendQueued('password-reset', admin);
      const refused = await submit(token, password);
      expect(refused.status).toBe(400);
      const page = await refused.text();
      expect(page).toContain(message);
      expect(page).toMatch(/id="password-error"/);
      expect(await authTokenRows(testApp.ctx.db, admin.id)).toHaveLength(1);
    },
  );

  // PGlite has one connection: while a transaction is open every other query waits, so a
  // row lock cannot be held apart from the request there.
  it.skipIf(driver === 'pglite')(
    'answer "Forgot password?" for an admin at once, even while the reset has to wait',
    async () => {
      const admin = await createUser(testApp);
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let holding = () => {};
      const held = new Promise<void>((resolve) => (holding = resolve));
      const holder = testApp.ctx.db.transaction(async (tx) => {
        await lockUser(tx, admin.id);
        holding();
        await released;
      });
      await held;
      const request = apiRequest(testApp.app, 'POST', authApi.forgotPassword, {
        email: admin.email,
      });
      const waited = new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 3000));
      const answer = await Promise.race([request, waited]);
      release();
      await holder;
      expect(answer).not.toBe('waited');
      expect(answer === 'waited' ? 0 : answer.status).toBe(200);
      await deferredWorkDone(testApp.ctx.db);
      expect((await outboxRows(testApp.ctx.db)).map((row) => row.recipient)).toEqual([admin.email]);
    },
  );

  it('let only one of two simultaneous posts of the form set a password', async () => {
    const admin = await createUser(testApp);
    await forgot(admin.email);
    const { token } = await sendQueued('password-reset', admin);
    const answers = await Promise.all([
      submit(token, 'first racing passphrase'),
      submit(token, 'second racing passphrase'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 410]);
    const passwordSet = (await auditRows(testApp.ctx.db)).filter(
      (entry) => entry.action === 'password_set',
    );
    expect(passwordSet).toHaveLength(1);
  });

  it('show the form again with the field’s message for a short or mistyped password', async () => {
    const admin = await createUser(testApp);
    await forgot(admin.email);
    const { token } = await sendQueued('password-reset', admin);

    const short = await submit(token, 'too short');
    expect(short.status).toBe(400);
    const shortPage = await short.text();
    expect(shortPage).toContain('Choose a password of at least 12 characters.');
    expect(shortPage).toContain('aria-invalid="true"');
    expect(shortPage).toContain(`name="token" value="${token}"`);

    const mistyped = await submit(token, newPassword, 'a brand new passphrasf');
    expect(mistyped.status).toBe(400);
    expect(mistyped.headers.get('Cache-Control')).toBe('private, no-store');
    const mistypedPage = await mistyped.text();
    expect(mistypedPage).toContain('The two passwords differ.');
    // What was typed comes back in this answer only, to be corrected rather than typed again.
    expect(mistypedPage).toContain(`value="${newPassword}"`);
    expect(mistypedPage).toContain('value="a brand new passphrasf"');
    expect(shortPage.match(/value="too short"/g)).toHaveLength(2);

    expect(await authTokenRows(testApp.ctx.db, admin.id)).toHaveLength(1);
    expect((await submit(token)).status).toBe(200);
  });

  const queueInvitation = (user: User) =>
    enqueueMail(testApp.ctx.db, {
      kind: 'admin-invite',
      recipient: user.email,
      payload: { userId: user.id },
    });

  it('name in the invitation who invited and with which role, and render one queued without the inviter', async () => {
    const invited = await createUser(testApp, {
      email: 'help@shop.example',
      role: 'support',
      password: null,
    });
    await enqueueMail(testApp.ctx.db, {
      kind: 'admin-invite',
      recipient: invited.email,
      payload: { userId: invited.id, invitedBy: 'owner@shop.example' },
    });
    const { mail } = await sendQueued('admin-invite', invited);
    const brand = testMailSite(testApp.ctx.config).brand;
    expect(mail.text).toContain(
      `owner@shop.example has invited you to the ${brand} back office as help@shop.example.`,
    );
    expect(mail.text).toContain(
      'Your role: Support, for the daily work with buyers: orders, customers, messages and the subscribers list.',
    );
    expect(mail.html).toContain('owner@shop.example has invited you');

    // Queued before the inviter was named: the role is still said, read when the mail is made.
    await setRole(testApp.ctx.db, invited.id, 'owner');
    await queueInvitation(invited);
    const older = (await sendQueued('admin-invite', invited)).mail.text;
    expect(older).toContain(`You have been given admin access to ${brand} as help@shop.example.`);
    expect(older).toContain('Your role: Owner, for everything:');
  });

  it('expire a reset link after one hour and an invitation after 24', async () => {
    const admin = await createUser(testApp);
    const invited = await createUser(testApp, { password: null });
    await forgot(admin.email);
    const reset = await sendQueued('password-reset', admin);
    const { db } = testApp.ctx;
    await enqueueMail(db, {
      kind: 'admin-invite',
      recipient: invited.email,
      payload: { userId: invited.id },
    });
    const invitation = await sendQueued('admin-invite', invited);
    expect(invitation.mail.subject).toContain('invited');
    expect(invitation.mail.text).toContain('within 24 hours');

    testApp.advanceClock(hour - minute);
    expect((await openLink(reset.token)).status).toBe(200);
    testApp.advanceClock(2 * minute);
    expect((await openLink(reset.token)).status).toBe(410);
    expect((await submit(reset.token)).status).toBe(410);

    testApp.advanceClock(22 * hour);
    expect((await openLink(invitation.token)).status).toBe(200);
    testApp.advanceClock(hour + minute);
    expect((await openLink(invitation.token)).status).toBe(410);
    expect((await submit(invitation.token)).status).toBe(410);
  });

  it('welcome an invited admin: the link sets their first password and they can sign in', async () => {
    const invited = await createUser(testApp, { email: 'new@shop.example', password: null });
    await queueInvitation(invited);
    const { token } = await sendQueued('admin-invite', invited);
    expect(await (await openLink(token)).text()).toContain('Choose your password');
    expect((await submit(token)).status).toBe(200);
    const response = await signInRequest(testApp.app, {
      email: invited.email,
      password: newPassword,
    });
    expect(response.status).toBe(200);
    // An invitation still queued for someone who has a password now is not sent.
    await expect(sendQueued('admin-invite', invited)).rejects.toThrow(/already set a password/);
  });

  it('answer unknown and malformed links with the same clear page', async () => {
    for (const response of [
      await openLink('x'.repeat(43)),
      await openLink('not a token'),
      await testApp.app.request(setPasswordPath),
      await submit('x'.repeat(43)),
    ]) {
      expect(response.status).toBe(410);
      const html = await response.text();
      expect(html).toContain('This link no longer works');
      expect(html).toContain('Request a new link');
    }
  });

  it('refuse a set-password post from another site', async () => {
    const admin = await createUser(testApp);
    await forgot(admin.email);
    const { token } = await sendQueued('password-reset', admin);
    const response = await testApp.app.request(setPasswordPath, {
      method: 'POST',
      body: new URLSearchParams({ token, password: newPassword, confirm: newPassword }).toString(),
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'https://evil.example',
      },
    });
    expect(response.status).toBe(403);
    expect(await authTokenRows(testApp.ctx.db, admin.id)).toHaveLength(1);
  });

  it('send no reset mail to someone who is no longer an admin', async () => {
    const admin = await createUser(testApp);
    await forgot(admin.email);
    await setRole(testApp.ctx.db, admin.id, 'user');
    await expect(sendQueued('password-reset', admin)).rejects.toThrow(/no longer an admin/);
    expect(await authTokenRows(testApp.ctx.db, admin.id)).toEqual([]);
  });
});
