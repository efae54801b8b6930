import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { subscribers } from '#server/db/schema.ts';
import {
  customerDetailSchema,
  customersResponseSchema,
} from '#shared/contracts/admin-customers.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { apiErrorSchema } from '#shared/contracts/api-error.ts';
import { adminClient, auditEntries } from '#tests/admin-orders-helpers.ts';
import { storedOrder } from '#tests/order-factory.ts';
import { createTestApp, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';

describe.each(testDrivers)('the admin customers API on %s', (driver) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminClient>>;
  beforeEach(async () => {
    t = await createTestApp(driver);
    admin = await adminClient(t);
  });
  afterEach(async () => {
    await t.dispose();
  });

  const at = (iso: string) => new Date(iso);
  const list = async (query: Record<string, string> = {}) => {
    const response = await admin.get(`${adminApi.customers}?${new URLSearchParams(query)}`);
    expect(response.status).toBe(200);
    return customersResponseSchema.parse(await response.json());
  };

  async function subscriber(email: string, status: 'pending' | 'confirmed' | 'unsubscribed') {
    await t.ctx.db.insert(subscribers).values({
      email,
      status,
      confirmToken: `confirm-${email}`,
      unsubscribeToken: `unsubscribe-${email}`,
    });
  }

  /** Ann bought twice (one refunded) in two spellings of her address, and subscribed. */
  async function annAndBen() {
    await storedOrder(t.ctx.db, {
      customerEmail: 'Ann@Example.com',
      createdAt: at('2026-02-01T10:00:00Z'),
    });
    await storedOrder(t.ctx.db, {
      customerEmail: 'ann@example.com',
      status: 'refunded',
      amountCents: 5950,
      createdAt: at('2026-02-03T10:00:00Z'),
    });
    await storedOrder(t.ctx.db, {
      customerEmail: 'ann@example.com',
      status: 'pending',
      completedAt: null,
      createdAt: at('2026-02-05T10:00:00Z'),
    });
    await storedOrder(t.ctx.db, {
      customerEmail: 'ben@example.org',
      createdAt: at('2026-02-02T10:00:00Z'),
    });
    // Never paid: not a customer.
    await storedOrder(t.ctx.db, {
      customerEmail: 'cat@example.net',
      status: 'expired',
      completedAt: null,
    });
    await subscriber('ann@example.com', 'confirmed');
    await subscriber('ben@example.org', 'pending');
  }

  it('lists one row per buyer, latest purchase first, with their orders, money and subscription', async () => {
    await annAndBen();
    const customers = await list();
    expect(customers).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(customers.rows).toEqual([
      {
        email: 'ann@example.com',
        orders: 2,
        paid: 47,
        refunds: 1,
        refunded: 59.5,
        subscribed: true,
        firstPurchaseAt: '2026-02-01T10:00:00.000Z',
        lastPurchaseAt: '2026-02-03T10:00:00.000Z',
      },
      {
        email: 'ben@example.org',
        orders: 1,
        paid: 47,
        refunds: 0,
        refunded: 0,
        subscribed: false,
        firstPurchaseAt: '2026-02-02T10:00:00.000Z',
        lastPurchaseAt: '2026-02-02T10:00:00.000Z',
      },
    ]);
  });

  it('searches by a fragment of the address and pages 25 at a time', async () => {
    for (let index = 0; index < 27; index += 1) {
      await storedOrder(t.ctx.db, {
        customerEmail: `reader${index}@example.com`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
      });
    }
    await storedOrder(t.ctx.db, { customerEmail: 'someone@else.org' });
    expect((await list({ q: 'ELSE' })).rows.map((row) => row.email)).toEqual(['someone@else.org']);
    const second = await list({ q: 'example', page: '2' });
    expect(second.total).toBe(27);
    expect(second.rows.map((row) => row.email)).toEqual([
      'reader1@example.com',
      'reader0@example.com',
    ]);
    // LIKE's wildcards are matched as themselves.
    expect((await list({ q: '_' })).total).toBe(0);
  });

  it.each([
    [{ page: '0' }, 'page', 'page must be a whole number from 1.'],
    [{ q: 'x'.repeat(255) }, 'q', 'Search for at most 254 characters.'],
  ])('answers 400 naming the field for %j', async (query, field, message) => {
    const response = await admin.get(`${adminApi.customers}?${new URLSearchParams(query)}`);
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).error).toMatchObject({
      code: 'validation_failed',
      fields: { [field]: message },
    });
  });

  it("shows one buyer's figures and every order of theirs, whatever the address's case", async () => {
    await annAndBen();
    const response = await admin.get(adminApi.customer('ANN@example.com'));
    expect(response.status).toBe(200);
    const detail = customerDetailSchema.parse(await response.json());
    expect(detail.customer).toMatchObject({ email: 'ann@example.com', orders: 2, refunds: 1 });
    expect(detail.orders.map((order) => [order.status, order.customerEmail])).toEqual([
      ['pending', 'ann@example.com'],
      ['refunded', 'ann@example.com'],
      ['completed', 'Ann@Example.com'],
    ]);
  });

  it('answers 404 for an address that never paid, and for one that is not an address', async () => {
    await annAndBen();
    for (const email of ['cat@example.net', 'nobody@example.com', 'not-an-address']) {
      const response = await admin.get(adminApi.customer(email));
      expect(response.status).toBe(404);
    }
  });

  it('lets support see customers, and no one signed out', async () => {
    await annAndBen();
    const support = await adminClient(t, { role: 'support' });
    expect((await support.get(adminApi.customers)).status).toBe(200);
    expect((await t.app.request(adminApi.customers)).status).toBe(401);
  });

  it('exports every buyer as CSV, neutralised, and records who did it', async () => {
    await annAndBen();
    await storedOrder(t.ctx.db, {
      customerEmail: '=cmd@evil.example',
      createdAt: at('2026-02-04T10:00:00Z'),
    });
    const response = await admin.get(adminApi.customersCsv);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="customers-${today}.csv"`,
    );
    const lines = (await response.text()).replace(/^\uFEFF/, '').split('\n');
    expect(lines.slice(0, 1)).toEqual([
      'Email,Orders,Paid (net),Refunds,Refunded,Subscribed,First purchase,Last purchase',
    ]);
    // Rows come by address, in the database's collation: compared here as a set.
    expect(lines.slice(1, 4).sort()).toEqual(
      [
        "'=cmd@evil.example,1,47.00,0,0.00,no,2026-02-04T10:00:00.000Z,2026-02-04T10:00:00.000Z",
        'ann@example.com,2,47.00,1,59.50,yes,2026-02-01T10:00:00.000Z,2026-02-03T10:00:00.000Z',
        'ben@example.org,1,47.00,0,0.00,no,2026-02-02T10:00:00.000Z,2026-02-02T10:00:00.000Z',
      ].sort(),
    );
    expect(await auditEntries(t, 'customers_exported')).toMatchObject([
      { actorId: admin.user.id, actorEmail: admin.user.email },
    ]);
  });
});
