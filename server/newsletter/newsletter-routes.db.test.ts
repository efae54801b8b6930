import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createErrorHandler } from '#server/http/error-handler.ts';
import { outboxRows, subscriberRows } from '#tests/db-rows.ts';
import { formsOf } from '#tests/html.ts';
import { fromAddress, silentLogger, testServerContext } from '#tests/mail-fixtures.ts';
import { createTestDatabase, testDrivers, type TestDatabase } from '#tests/test-database.ts';
import { siteContext } from '#server/site-settings/site-context.ts';
import { newsletterRoutes } from './newsletter-routes.ts';
import { subscribe } from './newsletter-service.ts';

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  body: new URLSearchParams(fields).toString(),
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
});

let sequence = 0;

describe.each(testDrivers)('newsletter pages on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.dispose());

  /** The routes mounted as the server mounts them, and a new subscriber who signed up. */
  async function setup() {
    const { db } = database.handle;
    const ctx = testServerContext(db);
    const app = new Hono();
    app.onError(createErrorHandler(silentLogger));
    app.use(siteContext(ctx.settings, ctx.config));
    app.route('/newsletter', newsletterRoutes(ctx));
    const email = `parent-${++sequence}@example.com`;
    await subscribe(ctx, { email, ip: '203.0.113.5' });
    const subscriberRow = async () => {
      const [row] = await subscriberRows(db, email);
      if (!row) throw new Error(`no subscriber ${email}`);
      return row;
    };
    const request = (path: string, init?: RequestInit) =>
      app.request(path, init, fromAddress('198.51.100.20'));
    return { db, ctx, request, email, subscriber: await subscriberRow(), subscriberRow };
  }

  it('confirm only through the button, never by opening the link', async () => {
    const { db, ctx, request, email, subscriber, subscriberRow } = await setup();
    const token = subscriber.confirmToken;

    const prompt = await request(`/newsletter/confirm?token=${token}`);
    expect(prompt.status).toBe(200);
    expect(prompt.headers.get('Cache-Control')).toBe('private, no-store');
    const page = await prompt.text();
    expect(page).toContain('Confirm my subscription</button>');
    expect(formsOf(page)).toEqual([expect.objectContaining({ method: 'post', action: 'confirm' })]);
    expect(page).toContain(`name="token" value="${token}"`);
    expect((await subscriberRow()).status).toBe('pending');

    const done = await request('/newsletter/confirm', form({ token }));
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('you are subscribed');
    expect(await subscriberRow()).toMatchObject({
      status: 'confirmed',
      confirmIp: '198.51.100.20',
    });
    // One nudge for the sign-up's confirmation mail, one for the welcome mail.
    expect(ctx.nudges()).toBe(2);
    expect((await outboxRows(db, email)).map((mail) => mail.kind)).toContain('newsletter-welcome');

    const reused = await request('/newsletter/confirm', form({ token }));
    expect(reused.status).toBe(410);
    expect(await reused.text()).toContain('already used');
    expect((await request(`/newsletter/confirm?token=${token}`)).status).toBe(410);
  });

  it('answer unknown links with a clear 404 page', async () => {
    const { request } = await setup();
    for (const response of [
      await request('/newsletter/confirm?token=nope'),
      await request('/newsletter/confirm'),
      await request('/newsletter/confirm', form({ token: 'nope' })),
      await request('/newsletter/unsubscribe?token=nope'),
      await request('/newsletter/unsubscribe?token=nope', form({})),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('We do not recognize this link');
    }
  });

  it('unsubscribe through the page button', async () => {
    const { request, subscriber, subscriberRow } = await setup();
    const path = `/newsletter/unsubscribe?token=${subscriber.unsubscribeToken}`;

    const prompt = await request(path);
    expect(prompt.status).toBe(200);
    expect(await prompt.text()).toContain(
      `action="unsubscribe?token=${subscriber.unsubscribeToken}"`,
    );
    expect((await subscriberRow()).status).toBe('pending');

    const done = await request(path, form({}));
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('You are unsubscribed');
    expect((await subscriberRow()).status).toBe('unsubscribed');
    expect(await (await request(path)).text()).toContain('You are unsubscribed');
  });

  it('accept the one-click unsubscribe of RFC 8058, also when repeated', async () => {
    const { request, subscriber, subscriberRow } = await setup();
    const path = `/newsletter/unsubscribe?token=${subscriber.unsubscribeToken}`;
    const oneClick = form({ 'List-Unsubscribe': 'One-Click' });

    expect((await request(path, oneClick)).status).toBe(200);
    expect((await subscriberRow()).status).toBe('unsubscribed');
    expect((await request(path, oneClick)).status).toBe(200);

    const withdrawn = await request(`/newsletter/confirm?token=${subscriber.confirmToken}`);
    expect(withdrawn.status).toBe(410);
    expect(await withdrawn.text()).toContain('no longer valid');
  });

  it('refuse a body larger than any of its forms', async () => {
    const { request, subscriber } = await setup();
    const response = await request(
      '/newsletter/confirm',
      form({ token: subscriber.confirmToken, padding: 'x'.repeat(10_000) }),
    );
    expect(response.status).toBe(413);
  });
});
