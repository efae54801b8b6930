import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeAnalyticsBatch } from '#server/analytics/storage/analytics-store.ts';
import { eq, inArray, sql } from 'drizzle-orm';
import { downloadTokens, mailOptOuts, orders, subscribers } from '#server/db/schema.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { apiErrorSchema } from '#shared/contracts/api-error.ts';
import {
  createPaymentResponseSchema,
  verifyPaymentResponseSchema,
} from '#shared/contracts/checkout.ts';
import { libraryPaths } from '#shared/contracts/library.ts';
import { personExportSchema, type PersonExport } from '#shared/contracts/privacy.ts';
import { signedInAdmin } from '#tests/admin-factory.ts';
import { adminClient, auditEntries } from '#tests/admin-orders-helpers.ts';
import { pageView, trackedEvent } from '#tests/analytics-events.ts';
import { checkoutRequest } from '#tests/checkout-factory.ts';
import { fromAddress } from '#tests/mail-fixtures.ts';
import { postLibraryForm, signInToLibrary } from '#tests/library-requests.ts';
import { openReviewLink, reviewInput } from '#tests/review-link-fixtures.ts';
import { createTestApp, postForm, postJson, testSiteUrl, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';
import { personReference } from './privacy-export-service.ts';

/** What one person leaves behind: their address, name, street and the client they wrote from. */
interface Person {
  email: string;
  typed: string;
  name: string;
  street: string;
  ip: string;
}

const pat: Person = {
  email: 'pat.quill@example.com',
  typed: 'Pat.Quill@Example.com',
  name: 'Pat Quill',
  street: '77 Elm Row',
  ip: '203.0.113.77',
};
const other: Person = {
  email: 'robin.other@example.org',
  typed: 'Robin.Other@example.org',
  name: 'Robin Other',
  street: '5 Birch Lane',
  ip: '198.51.100.55',
};

const send = (t: TestApp, body: unknown, ip: string) =>
  t.app.request(
    '/api/send-thank-you-email',
    {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json', Origin: testSiteUrl },
    },
    fromAddress(ip),
  );

/**
 * The person signs up for the newsletter, writes through the contact form and the chat,
 * buys from a tracked visit with the news box ticked, downloads from the library, asks for
 * no review requests and reviews an order: every kind of record the export must hold.
 */
async function livesOnTheSite(t: TestApp, person: Person) {
  expect((await send(t, { type: 'subscription', email: person.typed }, person.ip)).status).toBe(
    200,
  );
  const contact = { type: 'contact', email: person.typed, name: person.name };
  expect(
    (await send(t, { ...contact, message: 'Where is my receipt, please?' }, person.ip)).status,
  ).toBe(200);
  expect(
    (
      await send(
        t,
        { type: 'contact', source: 'chat', email: person.email, message: 'Can I file late?' },
        person.ip,
      )
    ).status,
  ).toBe(200);

  const visit = { sessionId: randomUUID(), visitorId: randomUUID() };
  const now = Date.now();
  await storeAnalyticsBatch(t.ctx.db, [
    pageView(visit, new Date(now - 120_000), { pagePath: '/' }),
    pageView(visit, new Date(now - 60_000), { pagePath: '/checkout' }),
    trackedEvent(visit, new Date(now - 30_000), { eventName: 'cta_click' }),
  ]);
  const created = await t.app.request(
    '/api/create-payment',
    {
      method: 'POST',
      body: JSON.stringify(
        checkoutRequest({
          email: person.typed,
          name: person.name,
          address: person.street,
          newsConsent: true,
          analytics: visit,
        }),
      ),
      headers: { 'Content-Type': 'application/json', Origin: testSiteUrl },
    },
    fromAddress(person.ip),
  );
  const { url } = createPaymentResponseSchema.parse(await created.json());
  const sessionId = url.split('/').at(-1) ?? '';
  await postForm(t.app, `/test-checkout/${sessionId}`);
  const verified = verifyPaymentResponseSchema.parse(
    await (await postJson(t.app, '/api/verify-payment', { session_id: sessionId })).json(),
  );
  const orderId = verified.order_id ?? '';

  const cookie = await signInToLibrary(t, person.email);
  expect((await postLibraryForm(t, libraryPaths.download(orderId), { cookie })).status).toBe(200);

  const reviewed = await openReviewLink(t.ctx.db, {
    order: { customerEmail: person.email, customerName: person.name, address: person.street },
  });
  const review = reviewInput({ body: `Calm and clear, from ${person.name}.`, name: person.name });
  expect((await postJson(t.app, `/api/reviews/${reviewed.token}`, review)).status).toBe(200);
  await t.ctx.db.insert(mailOptOuts).values({ email: person.email, topic: 'review-requests' });
  return { orderId, reviewedOrderId: reviewed.order.id, visit, cookie };
}

/** Every secret the site keeps for the address: tokens of links, the payment session's id. */
async function secretsOf(t: TestApp, email: string): Promise<string[]> {
  const { db } = t.ctx;
  const sameAddress = sql`lower(${orders.customerEmail}) = ${email}`;
  const theirOrders = await db.select().from(orders).where(sameAddress);
  const ids = theirOrders.map((order) => order.id);
  const [subscriber] = await db.select().from(subscribers).where(eq(subscribers.email, email));
  const tokens = await db.select().from(downloadTokens).where(inArray(downloadTokens.orderId, ids));
  const secrets = [
    subscriber?.confirmToken,
    subscriber?.unsubscribeToken,
    ...theirOrders.flatMap((order) => [order.providerSessionId, order.receiptToken]),
    ...tokens.map((row) => row.token),
  ].filter((secret): secret is string => typeof secret === 'string' && secret.length > 0);
  expect(secrets.length).toBeGreaterThanOrEqual(4);
  return secrets;
}

describe.each(testDrivers)("a person's data export on %s", (driver) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(driver);
  });
  afterEach(() => t.dispose());

  const ownerDownload = async (email: string) => {
    const owner = await adminClient(t);
    return owner.get(adminApi.personExportOf(email));
  };
  const fileOf = async (response: Response): Promise<PersonExport> =>
    personExportSchema.parse(await response.json());

  it("holds each kind of record of the address, in any case it was typed, and nobody else's", async () => {
    const { orderId, reviewedOrderId, visit } = await livesOnTheSite(t, pat);
    await livesOnTheSite(t, other);

    const response = await ownerDownload('PAT.QUILL@example.COM');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const text = await response.clone().text();
    const file = await fileOf(response);

    expect(file).toMatchObject({ version: 1, email: pat.email });
    expect(file.orders.map((order) => order.id).sort()).toEqual([orderId, reviewedOrderId].sort());
    expect(file.orders.find((order) => order.id === orderId)).toMatchObject({
      status: 'completed',
      email: pat.typed,
      name: pat.name,
      address: pat.street,
      amountCents: 4700,
      taxCents: 0,
      analyticsSessionId: visit.sessionId,
    });
    expect(file.consents.newsletter).toMatchObject({ status: 'pending', signUpIp: pat.ip });
    expect(file.consents.checkoutNews).toEqual([
      { orderId, at: expect.any(String) as string, ip: pat.ip },
    ]);
    expect(file.consents.optOuts).toEqual([
      { topic: 'review-requests', at: expect.any(String) as string },
    ]);
    expect(file.messages.map((message) => message.source)).toEqual(['form', 'chat']);
    expect(file.messages[0]).toMatchObject({ name: pat.name, ip: pat.ip });
    const kinds = new Set(file.mail.map((mail) => mail.kind));
    for (const kind of [
      'subscription-confirm',
      'contact-ack',
      'order-delivery',
      'library-sign-in',
    ]) {
      expect(kinds).toContain(kind);
    }
    expect(file.mail.find((mail) => mail.kind === 'order-delivery')).toMatchObject({
      about: 'Guide delivery',
      orderId,
    });
    expect(file.downloads.events).toMatchObject([{ orderId, via: 'library' }]);
    expect(file.downloads.links).toMatchObject([{ orderId }]);
    expect(file.downloads.stampedCopies).toMatchObject([{ orderId }]);
    expect(file.downloads.librarySignInLinks).toHaveLength(1);
    expect(file.downloads.librarySessions).toHaveLength(1);
    expect(file.reviews.requests).toMatchObject([{ orderId: reviewedOrderId }]);
    expect(file.reviews.reviews).toMatchObject([
      { orderId: reviewedOrderId, rating: 5, displayName: pat.name, status: 'pending' },
    ]);
    expect(file.analytics.sessions.map((session) => session.id)).toEqual([visit.sessionId]);
    expect(file.analytics.visitors.map((visitor) => visitor.id)).toEqual([visit.visitorId]);
    expect(file.analytics.pageViews.map((view) => view.page)).toEqual(['/', '/checkout']);
    expect(file.analytics.events.map((event) => event.name)).toEqual(['cta_click']);
    expect(file.analytics.conversions.map((conversion) => conversion.type)).toContain('purchase');

    // Nothing of the other person, and no secret the site holds about Pat.
    for (const theirs of [other.email, other.typed, other.name, other.street, other.ip]) {
      expect(text).not.toContain(theirs);
    }
    for (const secret of await secretsOf(t, pat.email)) expect(text).not.toContain(secret);
  });

  it('answers an address the site never saw with an empty file, not an error', async () => {
    const file = await fileOf(await ownerDownload('nobody@example.net'));
    expect(file).toMatchObject({
      email: 'nobody@example.net',
      orders: [],
      mail: [],
      messages: [],
      consents: { newsletter: null, checkoutNews: [], optOuts: [], suppression: null },
    });
  });

  it("records the owner's download in the audit log by the address's hash, without the data", async () => {
    await livesOnTheSite(t, pat);
    const owner = await adminClient(t);
    expect((await owner.get(adminApi.personExportOf(pat.typed))).status).toBe(200);
    const [entry, ...more] = await auditEntries(t, 'person_exported');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorId: owner.user.id,
      target: personReference(pat.email),
      detail: null,
    });
    expect(JSON.stringify(entry)).not.toContain(pat.email);
    expect(JSON.stringify(entry)).not.toContain(pat.name);
  });

  it("is the owners': support is refused 403, a stranger 401, and neither is audited", async () => {
    await livesOnTheSite(t, pat);
    const support = await adminClient(t, { role: 'support' });
    const refused = await support.get(adminApi.personExportOf(pat.email));
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain(pat.name);
    const stranger = await t.app.request(adminApi.personExportOf(pat.email));
    expect(stranger.status).toBe(401);
    expect(await auditEntries(t, 'person_exported')).toEqual([]);
  });

  it('refuses a missing or odd address with a 400 naming the field, and records nothing', async () => {
    const owner = await adminClient(t);
    for (const query of [
      '',
      '?email=',
      '?email=not-an-address',
      `?email=${'a'.repeat(300)}@example.com`,
      '?mail=pat@example.com',
    ]) {
      const response = await owner.get(`${adminApi.personExport}${query}`);
      expect(response.status, query).toBe(400);
      const body = apiErrorSchema.parse(await response.json());
      expect(body.error.fields, query).toHaveProperty('email');
    }
    expect(await auditEntries(t, 'person_exported')).toEqual([]);
  });

  it("refuses a request another site made, even with a signed-in owner's cookie", async () => {
    await livesOnTheSite(t, pat);
    const { cookie } = await signedInAdmin(t);
    const response = await t.app.request(adminApi.personExportOf(pat.email), {
      headers: { Cookie: cookie, Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain(pat.name);
    expect(await auditEntries(t, 'person_exported')).toEqual([]);
  });

  it('gives a signed-in buyer their own file from the library, whatever the request names', async () => {
    const { orderId, cookie } = await livesOnTheSite(t, pat);
    await livesOnTheSite(t, other);
    const ownFile = await postLibraryForm(t, `${libraryPaths.myData}?email=${other.email}`, {
      cookie,
      body: new URLSearchParams({ email: other.email }).toString(),
    });
    expect(ownFile.status).toBe(200);
    expect(ownFile.headers.get('Content-Disposition')).toMatch(/^attachment; filename="/);
    const text = await ownFile.clone().text();
    const file = await fileOf(ownFile);
    expect(file.email).toBe(pat.email);
    expect(file.orders.map((order) => order.id)).toContain(orderId);
    for (const theirs of [other.email, other.name, other.street, other.ip]) {
      expect(text).not.toContain(theirs);
    }
    // No audit entry: the buyer's own download is not an admin action.
    expect(await auditEntries(t, 'person_exported')).toEqual([]);
  });

  it('sends a library visitor without a session back to the sign-in, with no data', async () => {
    await livesOnTheSite(t, pat);
    for (const cookie of [undefined, 'library_session=forged-token-of-someone']) {
      const response = await postLibraryForm(t, libraryPaths.myData, cookie ? { cookie } : {});
      expect(response.status).toBe(303);
      expect(response.headers.get('Location')).toBe(libraryPaths.page);
      expect(await response.text()).not.toContain(pat.email);
    }
  });

  it('refuses a POST from another site and a huge body, and limits downloads per client', async () => {
    const { cookie } = await livesOnTheSite(t, pat);
    const crossSite = await postLibraryForm(t, libraryPaths.myData, {
      cookie,
      headers: { Origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    const huge = await postLibraryForm(t, libraryPaths.myData, {
      cookie,
      body: `email=${'x'.repeat(10_000)}`,
    });
    expect(huge.status).toBe(413);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await postLibraryForm(t, libraryPaths.myData, { cookie })).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array<number>(10).fill(200));
    expect(statuses[10]).toBe(429);
  });
});
