import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribe } from '#server/newsletter/newsletter-service.ts';
import { apiErrorSchema } from '#shared/contracts/api-error.ts';
import { subscriberRows } from '#tests/db-rows.ts';
import { checkoutRequest } from '#tests/checkout-factory.ts';
import { rowCounts } from '#tests/row-counts.ts';
import { createTestApp, postJson, testSiteUrl, type TestApp } from '#tests/test-app.ts';
import { createErrorHandler } from './error-handler.ts';
import { sameOriginOnly } from './same-origin.ts';
import { silentLogger } from '#tests/mail-fixtures.ts';

const attacker = 'https://attacker.example';
const subscription = (email: string) => JSON.stringify({ type: 'subscription', email });

describe('state-changing requests from another site', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.dispose());

  const expectRefused = async (response: Response, status = 403) => {
    expect(response.status).toBe(status);
    expect(apiErrorSchema.parse(await response.json()).error.code).toBe(
      status === 403 ? 'cross_site_request' : 'unsupported_media_type',
    );
  };

  it('refuse the text/plain form post another site can make, and write nothing', async () => {
    const before = await rowCounts(t.ctx.db);
    // What `<form enctype="text/plain">` on another site sends: JSON-looking text, its own origin.
    const forged = (headers: Record<string, string>) =>
      t.app.request('/api/send-thank-you-email', {
        method: 'POST',
        body: `{"type":"subscription","email":"victim@example.com","x":"=}`,
        headers: { 'Content-Type': 'text/plain', ...headers },
      });
    await expectRefused(await forged({ Origin: attacker }));
    await expectRefused(await forged({ 'Sec-Fetch-Site': 'cross-site' }));
    await expectRefused(await forged({}));
    await expectRefused(await forged({ Origin: 'null' }));
    expect(await rowCounts(t.ctx.db)).toEqual(before);
  });

  it('refuse a cross-site JSON call to every API endpoint, before it is read', async () => {
    for (const path of ['/api/create-payment', '/api/verify-payment', '/api/resend-delivery']) {
      await expectRefused(await postJson(t.app, path, checkoutRequest(), { Origin: attacker }));
    }
  });

  it('refuse cross-site posts to the form pages too', async () => {
    for (const path of [
      '/checkout',
      '/newsletter/confirm',
      '/download/abc',
      '/test-checkout/cs_test_x',
    ]) {
      const response = await t.app.request(path, {
        method: 'POST',
        body: 'token=abc',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: attacker },
      });
      // A visitor's browser shows the refusal as a page, not as JSON.
      expect(response.status).toBe(403);
      expect(await response.text()).toContain('This request was refused');
    }
  });

  it('accept our own origin, or a same-origin fetch without Origin', async () => {
    expect(
      (
        await postJson(
          t.app,
          '/api/send-thank-you-email',
          JSON.parse(subscription('a@example.com')) as unknown,
        )
      ).status,
    ).toBe(200);
    const response = await t.app.request('/api/send-thank-you-email', {
      method: 'POST',
      body: subscription('b@example.com'),
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(response.status).toBe(200);
  });

  it('answer 415 to a body from our own origin that does not say it is JSON', async () => {
    const response = await t.app.request('/api/send-thank-you-email', {
      method: 'POST',
      body: subscription('c@example.com'),
      headers: { 'Content-Type': 'text/plain', Origin: testSiteUrl },
    });
    await expectRefused(response, 415);
  });

  it('let the Stripe webhook through to its signature check', async () => {
    const response = await t.app.request('/api/stripe/webhook', {
      method: 'POST',
      body: '{}',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).not.toBe(403);
  });

  it('let a mail provider’s one-click unsubscribe through, authorised by its token', async () => {
    await subscribe(t.ctx, { email: 'one-click@example.com', ip: '203.0.113.1' });
    const [row] = await subscriberRows(t.ctx.db, 'one-click@example.com');
    const response = await t.app.request(
      `/newsletter/unsubscribe?token=${encodeURIComponent(row?.unsubscribeToken ?? '')}`,
      {
        method: 'POST',
        body: 'List-Unsubscribe=One-Click',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      },
    );
    expect(response.status).toBe(200);
    expect((await subscriberRows(t.ctx.db, 'one-click@example.com'))[0]?.status).toBe(
      'unsubscribed',
    );
    const withoutToken = await t.app.request('/newsletter/unsubscribe', {
      method: 'POST',
      body: 'token=guess',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: attacker },
    });
    expect(withoutToken.status).toBe(403);
  });
});

describe('a site served from this machine', () => {
  const app = new Hono();
  app.onError(createErrorHandler(silentLogger));
  app.use(sameOriginOnly({ siteUrl: 'http://localhost:3000' }));
  app.post('/thing', (c) => c.text('done'));
  const post = (origin: string, host: string) =>
    app.request('http://placeholder/thing', {
      method: 'POST',
      headers: { Origin: origin, Host: host },
    });

  it('accepts its pages opened as localhost or 127.0.0.1, on the port they were served from', async () => {
    expect((await post('http://localhost:3000', 'localhost:3000')).status).toBe(200);
    expect((await post('http://127.0.0.1:4173', '127.0.0.1:4173')).status).toBe(200);
  });

  it('refuses another local port and a DNS-rebinding name', async () => {
    expect((await post('http://127.0.0.1:8080', '127.0.0.1:4173')).status).toBe(403);
    expect((await post('http://rebind.example:3000', 'rebind.example:3000')).status).toBe(403);
  });
});
