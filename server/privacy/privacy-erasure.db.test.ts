import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newSecretToken, tokenHash } from '#server/auth/secret-token.ts';
import { selectRows, type Database } from '#server/db/database.ts';
import {
  libraryLinks,
  librarySessions,
  mailAddresses,
  mailOptOuts,
  mailRelayState,
  orders,
  outbox,
  reviewRequests,
  stampedCopies,
  testimonials,
} from '#server/db/schema.ts';
import { insertDueReviewRequests } from '#server/review-requests/review-request-repository.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { adminOverviewSchema } from '#shared/contracts/admin-overview.ts';
import { ordersOverviewSchema } from '#shared/contracts/admin.ts';
import { analyticsDashboardSchema } from '#shared/contracts/admin-analytics.ts';
import { customersResponseSchema } from '#shared/contracts/admin-customers.ts';
import { apiErrorSchema } from '#shared/contracts/api-error.ts';
import { libraryApi } from '#shared/contracts/library.ts';
import {
  personErasurePath,
  personErasureResponseSchema,
} from '#shared/contracts/privacy-erasure.ts';
import { adminClient, auditEntries, purchaseInTestMode } from '#tests/admin-orders-helpers.ts';
import { reviewInput } from '#tests/review-link-fixtures.ts';
import { createTestApp, postJson, testSiteUrl, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';

const erin = {
  email: 'erin.quarrington@example.com',
  name: 'Erin Quarrington',
  street: '77 Juniper Lane',
};
const ben = { email: 'ben.keeper@example.org', name: 'Ben Keeper', street: '5 Oakridge Road' };

/**
 * Every table of the schema whose rows hold `text` in any column, whatever its case, with the
 * rows: each row cast to text whole, so no column (text, JSON, arrays) is left out.
 */
async function tablesHolding(db: Database, text: string): Promise<Record<string, number>> {
  const tables = await selectRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const pattern = `%${text.replace(/[\\%_]/g, '\\$&')}%`;
  const found: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(name)} t where t::text ilike ${pattern}`,
    );
    if (row && row.n > 0) found[name] = row.n;
  }
  return found;
}

describe.each(testDrivers)('erasing a person on %s', (driver) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof adminClient>>;
  beforeEach(async () => {
    t = await createTestApp(driver);
    owner = await adminClient(t);
  });
  afterEach(async () => {
    await t.dispose();
  });

  const send = (body: unknown) => postJson(t.app, '/api/send-thank-you-email', body);

  /** A person who did everything the site lets one do, as they do it. */
  async function livedThrough(person: typeof erin) {
    expect((await send({ type: 'subscription', email: person.email })).status).toBe(200);
    const wrote = await send({
      type: 'contact',
      source: 'form',
      email: person.email,
      name: person.name,
      message: `Hello, I am ${person.name} of ${person.street}. When does my copy come?`,
    });
    expect(wrote.status).toBe(200);
    const asked = await send({
      type: 'contact',
      source: 'chat',
      email: person.email,
      message: `My hearing is near ${person.street}; can someone write back?`,
    });
    expect(asked.status).toBe(200);
    const form = {
      name: person.name,
      address: person.street,
      city: 'Fairbanks',
      newsConsent: true,
    };
    const kept = await purchaseInTestMode(t, person.email, form);
    const refunded = await purchaseInTestMode(t, person.email, form);
    expect((await owner.post(adminApi.refund(refunded.orderId))).status).toBe(200);
    const download = await t.app.request(kept.downloadPath, {
      method: 'POST',
      headers: { Origin: testSiteUrl, 'User-Agent': `${person.name}'s browser` },
    });
    expect(download.status).toBe(200);
    // The review link their mail carried, then the review they wrote with it.
    const token = newSecretToken();
    await t.ctx.db.insert(reviewRequests).values({
      orderId: kept.orderId,
      tokenHash: tokenHash(token),
      optOutTokenHash: tokenHash(newSecretToken()),
    });
    const review = await postJson(
      t.app,
      `/api/reviews/${token}`,
      reviewInput({
        name: `${person.name.split(' ')[0] ?? ''} Q.`,
        body: `${person.name} here: the guide helped me file.`,
      }),
    );
    expect(review.status).toBe(200);
    // The seller's testimonial from their letter, under the name they gave.
    await t.ctx.db.insert(testimonials).values({ quote: 'It worked.', name: person.name });
    // They asked for the library's link (made when its mail went out), and signed in once.
    const library = await postJson(t.app, libraryApi.signIn, { email: person.email });
    expect(library.status).toBe(200);
    await t.ctx.db.insert(libraryLinks).values({
      tokenHash: tokenHash(newSecretToken()),
      email: person.email,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    await t.ctx.db.insert(librarySessions).values({
      tokenHash: tokenHash(newSecretToken()),
      email: person.email,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    // They stopped review requests, and a mail to them bounced.
    await t.ctx.db.insert(mailOptOuts).values({ email: person.email, topic: 'review-requests' });
    await t.ctx.db
      .insert(mailAddresses)
      .values({ email: person.email, unsubscribeToken: newSecretToken() })
      .onConflictDoNothing();
    await t.ctx.db
      .update(outbox)
      .set({ status: 'failed', lastError: `550 5.1.1 <${person.email}>: no such user` })
      .where(and(eq(outbox.kind, 'contact-ack'), eq(outbox.recipient, person.email)));
    return { kept, refunded };
  }

  async function figures() {
    await t.ctx.analytics.flush();
    const overview = adminOverviewSchema.parse(await (await owner.get(adminApi.overview)).json());
    const ordersCard = ordersOverviewSchema.parse(await (await owner.get(adminApi.orders)).json());
    const analytics = analyticsDashboardSchema.parse(
      await (await owner.get(`${adminApi.analytics}?period=7`)).json(),
    );
    const customers = customersResponseSchema.parse(
      await (await owner.get(adminApi.customers)).json(),
    );
    return {
      // Each period's figures; its bounds move with the clock.
      periods: overview.periods.map((period) => ({
        orders: period.orders,
        refundedOrders: period.refundedOrders,
        revenue: period.revenue,
        grossRevenue: period.grossRevenue,
        refundedRevenue: period.refundedRevenue,
        visitors: period.visitors,
        conversionRate: period.conversionRate,
      })),
      newestOrders: overview.newestOrders.map((order) => [order.id, order.amount, order.status]),
      summary: ordersCard.summary,
      analytics: {
        revenue: analytics.revenue,
        gross: analytics.grossRevenue,
        refunded: analytics.refundedRevenue,
        purchases: analytics.purchases,
        // The days with sales: the period's first day moves at midnight.
        daily: analytics.daily.filter((day) => day.conversions > 0 || day.revenue !== 0),
      },
      customers: customers.total,
    };
  }

  const erase = (email: string, client = owner, confirmation = email) =>
    client.post(personErasurePath, { email, confirmation });

  it('leaves no table holding their address, name or street, and every figure as it was', async () => {
    const erinOrders = await livedThrough(erin);
    await livedThrough(ben);
    // The outbox held back for a moment by a refusal run naming both.
    await t.ctx.db
      .insert(mailRelayState)
      .values({ id: 'relay', suspects: [erin.email, ben.email] })
      .onConflictDoUpdate({
        target: mailRelayState.id,
        set: { suspects: [erin.email, ben.email] },
      });

    // Before: their address is all over the database; their name and street in a few tables.
    expect(Object.keys(await tablesHolding(t.ctx.db, erin.email)).sort()).toEqual([
      'audit_log',
      'contact_messages',
      'customers',
      'library_links',
      'library_sessions',
      'mail_addresses',
      'mail_opt_outs',
      'mail_relay_state',
      'orders',
      'outbox',
      'rate_limits',
      'subscribers',
      'test_payment_sessions',
    ]);
    for (const text of [erin.name, erin.street]) {
      expect(Object.keys(await tablesHolding(t.ctx.db, text)).length).toBeGreaterThan(1);
    }
    const before = await figures();
    const bensRows = await Promise.all(
      Object.values(ben).map((text) => tablesHolding(t.ctx.db, text)),
    );

    const response = await erase(erin.email.toUpperCase());
    expect(response.status).toBe(200);
    const { anonymous, counts } = personErasureResponseSchema.parse(await response.json());
    expect(anonymous).toMatch(/^erased-[0-9a-f]{12}@invalid$/);
    expect(counts).toMatchObject({
      subscribers: 1,
      contact_messages: 2,
      reviews: 1,
      testimonials: 1,
      orders: 2,
      customers: 1,
      stamped_copies: 1,
      library_links: 1,
      library_sessions: 1,
      mail_opt_outs: 1,
      mail_addresses: 1,
      mail_relay_state: 1,
    });

    for (const text of [...Object.values(erin), 'Quarrington', 'Juniper']) {
      expect(await tablesHolding(t.ctx.db, text), text).toEqual({});
    }
    expect(await figures()).toEqual(before);
    expect(
      await Promise.all(Object.values(ben).map((text) => tablesHolding(t.ctx.db, text))),
    ).toEqual(bensRows);

    // Accounting keeps each order: its money, tax, state and dates, under the anonymous buyer.
    const kept = await t.ctx.db.select().from(orders).where(eq(orders.customerEmail, anonymous));
    expect(
      kept.map((order) => [order.id, order.status, order.amountCents, order.state]).sort(),
    ).toEqual(
      [
        [erinOrders.kept.orderId, 'completed', 4700, 'TX'],
        [erinOrders.refunded.orderId, 'refunded', 4700, 'TX'],
      ].sort(),
    );
    expect(kept.every((order) => order.erasedAt !== null && order.completedAt !== null)).toBe(true);
    expect(await t.ctx.db.select().from(stampedCopies)).toHaveLength(1);
    expect(await t.ctx.db.select().from(libraryLinks)).toHaveLength(1);
    const [relay] = await t.ctx.db.select().from(mailRelayState);
    expect(relay?.suspects).toEqual([ben.email]);

    // The audit entry says who, when and how many rows, never whom.
    const [entry] = await auditEntries(t, 'person_erased');
    expect(entry).toMatchObject({ actorId: owner.user.id, target: anonymous, detail: counts });
    expect(JSON.stringify(entry)).not.toContain('erin');

    // Their pages show nothing, and their orders are never asked for a review.
    expect((await owner.get(adminApi.customer(erin.email))).status).toBe(404);
    const subscribersPage = await (await owner.get(adminApi.subscribers)).text();
    expect(subscribersPage).not.toContain('erin');
    await t.ctx.db.delete(reviewRequests);
    await t.ctx.db.delete(mailOptOuts);
    const asked = await insertDueReviewRequests(t.ctx.db, {
      completedFrom: new Date(0),
      completedTo: new Date(Date.now() + 60_000),
      now: new Date(),
      limit: 10,
    });
    expect(asked.map((request) => request.email)).toEqual([ben.email]);
  });

  it('answers an address nobody kept clearly, and changes nothing', async () => {
    await livedThrough(ben);
    const rowsBefore = await tablesHolding(t.ctx.db, 'example');
    const response = await erase('nobody@example.net');
    expect(response.status).toBe(404);
    expect(apiErrorSchema.parse(await response.json()).error.message).toMatch(/nothing is kept/i);
    expect(await tablesHolding(t.ctx.db, 'example')).toEqual(rowsBefore);
    expect(await auditEntries(t, 'person_erased')).toEqual([]);
  });

  it('is refused to support, to other origins, for bad input and for a team address', async () => {
    await livedThrough(erin);
    const support = await adminClient(t, { role: 'support' });
    expect((await erase(erin.email, support)).status).toBe(403);

    const elsewhere = await t.app.request(personErasurePath, {
      method: 'POST',
      body: JSON.stringify({ email: erin.email, confirmation: erin.email }),
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
    });
    expect(elsewhere.status).toBe(403);

    const mismatch = await erase(erin.email, owner, 'erin@example.com');
    expect(mismatch.status).toBe(400);
    expect(apiErrorSchema.parse(await mismatch.json()).error.fields).toHaveProperty('confirmation');
    expect((await erase('not an address')).status).toBe(400);
    expect((await owner.post(personErasurePath, 'x'.repeat(5000))).status).toBe(400);
    expect((await owner.post(personErasurePath, { email: ['a'] })).status).toBe(400);

    const team = await erase(owner.user.email);
    expect(team.status).toBe(409);

    expect(await auditEntries(t, 'person_erased')).toEqual([]);
    expect(Object.keys(await tablesHolding(t.ctx.db, erin.email)).length).toBeGreaterThan(4);
  });
});
