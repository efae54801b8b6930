import { outboxNeighbours } from '#server/outbox-neighbours.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { libraryLinks, librarySessions } from '#server/db/schema.ts';
import { createMailTransport } from '#server/mail/mail-transport.ts';
import { startOutboxWorker } from '#server/mail/outbox-worker.ts';
import { mailRenderers } from '#server/mail-renderers.ts';
import { authApi } from '#shared/contracts/admin-api.ts';
import { apiErrorSchema } from '#shared/contracts/api-error.ts';
import { libraryCookieName, libraryPaths } from '#shared/contracts/library.ts';
import { signedInAdmin } from '#tests/admin-factory.ts';
import { outboxRows } from '#tests/db-rows.ts';
import {
  askForLibraryLink,
  libraryCookieOf,
  libraryLinkRows,
  librarySessionRows,
  libraryViewFor,
  mailedLibraryToken,
  postLibraryForm,
  signInToLibrary,
} from '#tests/library-requests.ts';
import { smtpConfig } from '#tests/mail-factories.ts';
import { silentLogger, testMailSite } from '#tests/mail-fixtures.ts';
import { storedOrder } from '#tests/order-factory.ts';
import { startSmtpTestServer } from '#tests/smtp-test-server.ts';
import { createTestApp, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';

const minute = 60_000;

describe.each(testDrivers)("the buyer's library sign-in on %s", (driver) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(driver);
  });
  afterEach(() => t.dispose());

  it('answers alike for a buyer, a refunded-only buyer and an address that never bought, mailing buyers only', async () => {
    await storedOrder(t.ctx.db, { customerEmail: 'Buyer@Example.com' });
    await storedOrder(t.ctx.db, {
      customerEmail: 'refunded@example.com',
      status: 'refunded',
      refundedAt: new Date(),
    });
    await storedOrder(t.ctx.db, { customerEmail: 'pending@example.com', status: 'pending' });
    const addresses = [
      'buyer@example.com',
      'nobody@example.com',
      'refunded@example.com',
      'pending@example.com',
    ];
    const answers = [];
    for (const [index, email] of addresses.entries()) {
      const response = await askForLibraryLink(t, { email }, { ip: `198.51.100.${index + 1}` });
      const headers = Object.fromEntries(
        [...response.headers].filter(([name]) => name !== 'x-request-id'),
      );
      answers.push({ status: response.status, body: await response.text(), headers });
    }
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]?.status).toBe(200);
    expect(answers[0]?.body).toBe('{"ok":true}');

    const queued = await outboxRows(t.ctx.db);
    expect(queued.map((row) => [row.kind, row.recipient])).toEqual([
      ['library-sign-in', 'buyer@example.com'],
      ['library-sign-in', 'refunded@example.com'],
    ]);
    // Nothing in the outbox or the tables opens the library: the link is made when it is sent.
    expect(queued.map((row) => row.payload)).toEqual([{}, {}]);
    expect(await libraryLinkRows(t)).toEqual([]);

    // The mail arrives with its link, and the table keeps only the link's hash.
    const smtp = await startSmtpTestServer();
    const transport = createMailTransport(smtpConfig(smtp.port), silentLogger);
    const worker = startOutboxWorker({
      neighbours: outboxNeighbours,
      db: t.ctx.db,
      logger: silentLogger,
      transport,
      renderers: mailRenderers(t.ctx.guideCopies),
      config: t.ctx.config,
      site: () => testMailSite(t.ctx.config),
      pollIntervalMs: 60_000,
    });
    try {
      worker.nudge();
      await vi.waitFor(() => expect(smtp.received).toHaveLength(2), { timeout: 5000 });
      const recipients = smtp.received
        .map((mail) => mail.envelopeTo)
        .flat()
        .sort();
      expect(recipients).toEqual(['buyer@example.com', 'refunded@example.com']);
      const mail = smtp.received[0]?.email;
      const token = /\/library\/sign-in\/([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
      expect(token).toHaveLength(43);
      const links = await libraryLinkRows(t);
      expect(links).toHaveLength(2);
      expect(links.map((link) => link.tokenHash)).not.toContain(token);
      const link = links[0];
      expect((link?.expiresAt.getTime() ?? 0) - (link?.createdAt.getTime() ?? 0)).toBe(30 * minute);
    } finally {
      await worker.stop();
      transport.close();
      await smtp.stop();
    }
  });

  it.each([
    ['no address', {}],
    ['an invalid address', { email: 'buyer@' }],
    ['a number', { email: 42 }],
  ])('refuses %s with 400 naming the field, queuing nothing', async (_case, body) => {
    await storedOrder(t.ctx.db);
    const response = await askForLibraryLink(t, body);
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).error.fields).toHaveProperty('email');
    expect(await outboxRows(t.ctx.db)).toEqual([]);
  });

  it('refuses another site, a huge body and a body not sent as JSON, queuing nothing', async () => {
    await storedOrder(t.ctx.db);
    const email = 'buyer@example.com';
    const forged = await askForLibraryLink(
      t,
      { email },
      { headers: { Origin: 'https://evil.example' } },
    );
    expect(forged.status).toBe(403);
    const huge = await askForLibraryLink(t, {
      email,
      pad: 'x'.repeat(t.ctx.config.apiBodyLimitBytes),
    });
    expect(huge.status).toBe(413);
    const text = await askForLibraryLink(t, JSON.stringify({ email }), {
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    expect(await outboxRows(t.ctx.db)).toEqual([]);
  });

  it('limits each client to five links in 15 minutes and each address to three an hour, bought or not', async () => {
    for (let n = 0; n < 5; n += 1) {
      expect((await askForLibraryLink(t, { email: `someone${n}@example.com` })).status).toBe(200);
    }
    const limited = await askForLibraryLink(t, { email: 'another@example.com' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);

    await storedOrder(t.ctx.db);
    for (const email of ['buyer@example.com', 'nobody@example.com']) {
      for (let n = 0; n < 3; n += 1) {
        const answer = await askForLibraryLink(t, { email }, { ip: `192.0.2.${n + 1}` });
        expect(answer.status).toBe(200);
      }
      // The same refusal for both: the limit tells nothing about who bought.
      const refused = await askForLibraryLink(
        t,
        { email: email.toUpperCase() },
        { ip: '192.0.2.99' },
      );
      expect(refused.status).toBe(429);
      expect(apiErrorSchema.parse(await refused.json()).error.message).toMatch(
        /^Too many sign-in links asked for this address\./,
      );
    }
    expect((await outboxRows(t.ctx.db, 'buyer@example.com')).length).toBe(3);
  });

  it('shows a button for the link, signs in once with it, and never again', async () => {
    await storedOrder(t.ctx.db);
    await askForLibraryLink(t, { email: 'buyer@example.com' });
    const token = await mailedLibraryToken(t, 'buyer@example.com');

    // A mail scanner opening the link uses nothing.
    for (let n = 0; n < 2; n += 1) {
      const page = await t.app.request(libraryPaths.signIn(token));
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Open my purchases');
      expect(page.headers.get('Referrer-Policy')).toBe('no-referrer');
    }
    expect((await libraryLinkRows(t))[0]?.usedAt).toBeNull();

    const signedIn = await postLibraryForm(t, libraryPaths.signIn(token));
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('Location')).toBe(libraryPaths.page);
    const setCookie = signedIn.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(
      /library_session=[\w-]{43}; Max-Age=3600; Path=\/library; HttpOnly; SameSite=Lax/,
    );
    const cookie = libraryCookieOf(signedIn);
    expect((await libraryViewFor(t, cookie))?.email).toBe('buyer@example.com');

    const again = await postLibraryForm(t, libraryPaths.signIn(token));
    expect(again.status).toBe(410);
    expect(await again.text()).toContain('This link has expired or was already used');
    expect(libraryCookieOf(again)).toBeUndefined();
    expect(await librarySessionRows(t)).toHaveLength(1);
  });

  it('refuses a link after 30 minutes, and junk or another site', async () => {
    await storedOrder(t.ctx.db);
    await askForLibraryLink(t, { email: 'buyer@example.com' });
    const token = await mailedLibraryToken(t, 'buyer@example.com');
    const forged = await postLibraryForm(t, libraryPaths.signIn(token), {
      headers: { Origin: 'https://evil.example' },
    });
    expect(forged.status).toBe(403);
    expect((await postLibraryForm(t, libraryPaths.signIn('junk'))).status).toBe(410);
    t.advanceClock(30 * minute + 1000);
    const expired = await postLibraryForm(t, libraryPaths.signIn(token));
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain(`action="${libraryPaths.page}"`);
    expect(await librarySessionRows(t)).toEqual([]);
  });

  it('ends the session an hour after sign-in, and on sign-out', async () => {
    await storedOrder(t.ctx.db);
    const cookie = await signInToLibrary(t, 'buyer@example.com');
    t.advanceClock(59 * minute);
    expect(await libraryViewFor(t, cookie)).toBeDefined();
    t.advanceClock(2 * minute);
    expect(await libraryViewFor(t, cookie)).toBeUndefined();

    t.advanceClock(-61 * minute);
    const out = await postLibraryForm(t, libraryPaths.signOut, { cookie });
    expect(out.status).toBe(303);
    expect(out.headers.getSetCookie().join('\n')).toMatch(/library_session=;.*Path=\/library/);
    expect(await libraryViewFor(t, cookie)).toBeUndefined();
    expect(await librarySessionRows(t)).toEqual([]);
  });

  it('forgets expired links and sessions when someone next signs in', async () => {
    await storedOrder(t.ctx.db);
    await storedOrder(t.ctx.db, { customerEmail: 'later@example.com' });
    await signInToLibrary(t, 'buyer@example.com');
    await askForLibraryLink(t, { email: 'buyer@example.com' });
    await mailedLibraryToken(t, 'buyer@example.com');
    // Both have expired; links are dated by the renderer's real clock, so age the rows instead.
    const past = new Date(Date.now() - minute);
    await t.ctx.db.update(libraryLinks).set({ expiresAt: past });
    await t.ctx.db.update(librarySessions).set({ expiresAt: past });
    await signInToLibrary(t, 'later@example.com', '198.51.100.77');
    expect((await librarySessionRows(t)).map((row) => row.email)).toEqual(['later@example.com']);
    expect((await libraryLinkRows(t)).map((row) => row.email)).toEqual(['later@example.com']);
  });

  it("never takes the admin's session for the library's, nor the other way round", async () => {
    await storedOrder(t.ctx.db);
    const library = await signInToLibrary(t, 'buyer@example.com');
    const libraryToken = library.split('=')[1] ?? '';
    const admin = await signedInAdmin(t);
    const adminToken = admin.cookie.split('=')[1] ?? '';

    expect(await libraryViewFor(t, `${libraryCookieName}=${adminToken}`)).toBeUndefined();
    const asAdmin = await t.app.request(authApi.session, {
      headers: { Cookie: `${admin.cookie.split('=')[0]}=${libraryToken}` },
    });
    expect(asAdmin.status).toBe(401);
    // Both at once: each cookie opens only its own side.
    const both = `${library}; ${admin.cookie}`;
    expect((await t.app.request(authApi.session, { headers: { Cookie: both } })).status).toBe(200);
    expect((await libraryViewFor(t, library))?.email).toBe('buyer@example.com');
  });
});
