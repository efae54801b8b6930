import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { runBroadcasts } from '#server/broadcasts/broadcast-queue.ts';
import { outbox } from '#server/db/schema.ts';
import {
  audienceCountsSchema,
  audienceResponseSchema,
  broadcastsApi,
  suppressionsLiftedSchema,
  suppressedAddressSchema,
  suppressedResponseSchema,
} from '#shared/contracts/admin-mail.ts';
import { apiErrorSchema } from '#shared/contracts/api-error.ts';
import { auditEntries } from '#tests/admin-orders-helpers.ts';
import { signedInAdmin } from '#tests/admin-factory.ts';
import {
  mailAddressRow,
  storedOptOut,
  storedSubscriber,
  storedSuppression,
} from '#tests/audience-factory.ts';
import { apiRequest } from '#tests/auth-requests.ts';
import { sampleDraft } from '#tests/broadcast-fixtures.ts';
import { storedOrder } from '#tests/order-factory.ts';
import { createTestApp, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';

describe.each(testDrivers)('the Mail audience API on %s', (driver) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  beforeEach(async () => {
    t = await createTestApp(driver);
    admin = await signedInAdmin(t);
  });
  afterEach(async () => {
    await t.dispose();
  });

  const send = (method: string, path: string, body?: unknown, cookie = admin.cookie) =>
    apiRequest(t.app, method, path, body, { cookie });
  const counts = async () => {
    const response = await send('GET', adminApi.mailAudience);
    expect(response.status).toBe(200);
    return audienceCountsSchema.parse(await response.json());
  };
  const consent = { newsConsentAt: new Date(), newsConsentIp: '203.0.113.5' };

  it('counts each audience exactly: confirmed subscribers, consenting buyers of kept orders, each address once', async () => {
    const db = t.ctx.db;
    expect(await counts()).toEqual({ subscribers: 0, buyers: 0, both: 0 });
    await storedSubscriber(db, 'confirmed@example.com');
    await storedSubscriber(db, 'second@example.com');
    await storedSubscriber(db, 'pending@example.com', 'pending');
    await storedSubscriber(db, 'left@example.com', 'unsubscribed');
    await storedOrder(db, { customerEmail: 'Buyer@Example.com', ...consent });
    // Two kept orders of one buyer: one address.
    await storedOrder(db, { customerEmail: 'buyer@example.com', ...consent });
    await storedOrder(db, { customerEmail: 'silent@example.com' });
    await storedOrder(db, { customerEmail: 'unpaid@example.com', status: 'pending', ...consent });
    await storedOrder(db, {
      customerEmail: 'refunded@example.com',
      status: 'refunded',
      ...consent,
    });
    // Subscriber and consenting buyer: counted in each audience, once in both.
    await storedOrder(db, { customerEmail: 'confirmed@example.com', ...consent });
    expect(await counts()).toEqual({ subscribers: 2, buyers: 2, both: 3 });
  });

  it('lists for the Subscribers section every address a broadcast reaches, with where each consent came from', async () => {
    const db = t.ctx.db;
    await storedSubscriber(db, 'reader@example.com');
    await storedSubscriber(db, 'pending@example.com', 'pending');
    await storedSubscriber(db, 'both@example.com');
    await storedOrder(db, { customerEmail: 'Buyer@Example.com', ...consent });
    await storedOrder(db, { customerEmail: 'both@example.com', ...consent });
    await storedOrder(db, { customerEmail: 'unpaid@example.com', status: 'pending', ...consent });
    await storedOrder(db, { customerEmail: 'silent@example.com' });
    await storedOrder(db, { customerEmail: 'opted@example.com', ...consent });
    await storedOptOut(db, 'opted@example.com');
    const support = await signedInAdmin(t, { role: 'support' });
    const list = async (query: string) => {
      const response = await send(
        'GET',
        `${adminApi.subscribersAudience}${query}`,
        undefined,
        support.cookie,
      );
      expect(response.status).toBe(200);
      return audienceResponseSchema.parse(await response.json());
    };
    const everyone = await list('');
    const sources = Object.fromEntries(
      everyone.rows.map((row) => [row.email, { subscriber: row.subscriber, buyer: row.buyer }]),
    );
    expect(sources).toEqual({
      'reader@example.com': { subscriber: true, buyer: false },
      'buyer@example.com': { subscriber: false, buyer: true },
      'both@example.com': { subscriber: true, buyer: true },
    });
    // The counts the Mail section shows, and its total.
    expect(everyone.counts).toEqual(await counts());
    expect(everyone.total).toBe(everyone.counts.both);
    expect((await list('?audience=buyers')).rows.map((row) => row.email).sort()).toEqual([
      'both@example.com',
      'buyer@example.com',
    ]);
    expect((await send('GET', `${adminApi.subscribersAudience}?audience=all`)).status).toBe(400);

    // A broadcast to both reaches exactly the addresses listed.
    const draft = await send('POST', broadcastsApi.broadcasts, {
      ...sampleDraft,
      audience: 'both',
    });
    const { id } = (await draft.json()) as { id: number };
    expect((await send('POST', broadcastsApi.send(id), { sendAt: null })).status).toBe(200);
    await runBroadcasts(t.ctx);
    const queued = await db.select({ to: outbox.recipient }).from(outbox);
    expect(queued.map((row) => row.to).sort()).toEqual(Object.keys(sources).sort());
  });

  it('leaves out whoever unsubscribed from news, bounced or complained', async () => {
    const db = t.ctx.db;
    for (const email of ['reader@example.com', 'opted@example.com', 'bounced@example.com']) {
      await storedSubscriber(db, email);
    }
    for (const email of ['buyer@example.com', 'complained@example.com', 'opted@example.com']) {
      await storedOrder(db, { customerEmail: email, ...consent });
    }
    // A review-request opt-out says nothing about news.
    await storedOptOut(db, 'reader@example.com', 'review-requests');
    await storedOptOut(db, 'opted@example.com');
    await storedSuppression(db, 'bounced@example.com', 'bounced');
    await storedSuppression(db, 'complained@example.com', 'complained');
    expect(await counts()).toEqual({ subscribers: 1, buyers: 1, both: 2 });
  });

  it('lists, adds and removes kept-out addresses, newest first, each change audited', async () => {
    await storedSuppression(t.ctx.db, 'bounced@example.com', 'bounced');
    const added = await send('POST', adminApi.mailSuppressed, {
      email: ' Angry@Example.com ',
      reason: 'complained',
      detail: 'Replied asking to stop',
    });
    expect(added.status).toBe(201);
    expect(suppressedAddressSchema.parse(await added.json())).toEqual({
      email: 'angry@example.com',
      reason: 'complained',
      at: expect.any(String) as string,
      detail: 'Replied asking to stop',
    });
    const list = suppressedResponseSchema.parse(
      await (await send('GET', `${adminApi.mailSuppressed}?page=1`)).json(),
    );
    expect(list).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(list.rows.map((row) => [row.email, row.reason])).toEqual([
      ['angry@example.com', 'complained'],
      ['bounced@example.com', 'bounced'],
    ]);
    expect(await counts()).toEqual({ subscribers: 0, buyers: 0, both: 0 });

    const removed = await send('DELETE', adminApi.mailSuppressedAddress('Bounced@example.com'));
    expect(removed.status).toBe(204);
    expect(await mailAddressRow(t.ctx.db, 'bounced@example.com')).toEqual({
      suppressedReason: null,
      suppressedDetail: null,
    });
    const again = await send('DELETE', adminApi.mailSuppressedAddress('bounced@example.com'));
    expect(again.status).toBe(404);
    expect(await auditEntries(t, 'mail_address_suppressed')).toMatchObject([
      {
        target: 'angry@example.com',
        actorEmail: admin.user.email,
        detail: { reason: 'complained' },
      },
    ]);
    expect(await auditEntries(t, 'mail_address_allowed')).toMatchObject([
      { target: 'bounced@example.com' },
    ]);
  });

  it('answers 400 per field, 413 for a huge body, 404 for an odd address, and stores nothing', async () => {
    const bad = await send('POST', adminApi.mailSuppressed, {
      email: 'not an address',
      reason: 'annoyed',
      detail: 'x'.repeat(301),
    });
    expect(bad.status).toBe(400);
    expect(apiErrorSchema.parse(await bad.json()).error.fields).toEqual({
      email: 'Enter a valid email address, like name@example.com.',
      reason: 'Choose why.',
      detail: 'Use at most 300 characters.',
    });
    const extra = await send('POST', adminApi.mailSuppressed, {
      email: 'a@example.com',
      reason: 'bounced',
      detail: '',
      admin: true,
    });
    expect(extra.status).toBe(400);
    expect((await send('POST', adminApi.mailSuppressed, ['a@example.com'])).status).toBe(400);
    const huge = await send('POST', adminApi.mailSuppressed, {
      email: 'a@example.com',
      reason: 'bounced',
      detail: 'x'.repeat(300_000),
    });
    expect(huge.status).toBe(413);
    expect((await send('GET', `${adminApi.mailSuppressed}?page=0`)).status).toBe(400);
    expect((await send('DELETE', adminApi.mailSuppressedAddress('nobody'))).status).toBe(404);
    expect(await mailAddressRow(t.ctx.db, 'a@example.com')).toBeUndefined();
    expect(await auditEntries(t, 'mail_address_suppressed')).toEqual([]);
  });

  it('refuses support, another origin and the signed-out, changing nothing', async () => {
    const body = { email: 'a@example.com', reason: 'complained', detail: '' };
    const { cookie } = await signedInAdmin(t, { role: 'support' });
    expect((await send('GET', adminApi.mailAudience, undefined, cookie)).status).toBe(403);
    expect((await send('GET', adminApi.mailSuppressed, undefined, cookie)).status).toBe(403);
    expect((await send('POST', adminApi.mailSuppressed, body, cookie)).status).toBe(403);
    const elsewhere = await apiRequest(t.app, 'POST', adminApi.mailSuppressed, body, {
      cookie: admin.cookie,
      origin: 'https://evil.example',
    });
    expect(elsewhere.status).toBe(403);
    expect((await apiRequest(t.app, 'POST', adminApi.mailSuppressed, body)).status).toBe(401);
    expect(await mailAddressRow(t.ctx.db, 'a@example.com')).toBeUndefined();
  });

  it('lifts many suppressions at once: bounced since a time, named ones, a broadcast’s; one audit entry each', async () => {
    const db = t.ctx.db;
    const lift = (body: unknown, cookie = admin.cookie) =>
      send('POST', broadcastsApi.liftSuppressed, body, cookie);
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com'])
      await storedSuppression(db, email, 'bounced');
    await storedSuppression(db, 'angry@example.com', 'complained');

    const since = await lift({ bouncedSince: hourAgo.toISOString() });
    expect(since.status).toBe(200);
    expect(suppressionsLiftedSchema.parse(await since.json())).toEqual({ allowed: 3 });
    expect(await mailAddressRow(db, 'a@example.com')).toMatchObject({ suppressedReason: null });
    // A complaint is not a bounce: only named, it is lifted.
    expect(await mailAddressRow(db, 'angry@example.com')).toMatchObject({
      suppressedReason: 'complained',
    });
    const named = await lift({ emails: ['Angry@Example.com', 'nobody@example.com'] });
    expect(suppressionsLiftedSchema.parse(await named.json())).toEqual({ allowed: 1 });
    expect(await mailAddressRow(db, 'angry@example.com')).toMatchObject({ suppressedReason: null });

    const entries = await auditEntries(t, 'mail_addresses_allowed');
    expect(entries.map((entry) => entry.detail)).toEqual([
      { count: 3, bouncedSince: hourAgo.toISOString() },
      { count: 1, named: 2 },
    ]);
  });

  it('refuses a lift that chooses nothing, two ways at once, too many or the wrong kind, and support', async () => {
    const db = t.ctx.db;
    await storedSuppression(db, 'a@example.com', 'bounced');
    const lift = (body: unknown, cookie = admin.cookie) =>
      send('POST', broadcastsApi.liftSuppressed, body, cookie);
    const refusals = [
      {},
      { emails: [] },
      { emails: ['a@example.com'], bouncedSince: new Date().toISOString() },
      { emails: Array.from({ length: 101 }, (_, n) => `x${String(n)}@example.com`) },
      { emails: ['not an address'] },
      { bouncedSince: 'yesterday' },
      { broadcastId: -1 },
      { emails: ['a@example.com'], extra: true },
    ];
    for (const body of refusals) {
      const response = await lift(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(apiErrorSchema.parse(await response.json()).error.fields).toBeDefined();
    }
    expect((await lift(['a@example.com'])).status).toBe(400);
    const { cookie } = await signedInAdmin(t, { role: 'support' });
    expect((await lift({ emails: ['a@example.com'] }, cookie)).status).toBe(403);
    expect(await mailAddressRow(db, 'a@example.com')).toMatchObject({
      suppressedReason: 'bounced',
    });
    expect(await auditEntries(t, 'mail_addresses_allowed')).toEqual([]);
  });
});
