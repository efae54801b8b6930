import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { subscribers } from '#server/db/schema.ts';
import {
  customerDetailSchema,
  customersResponseSchema,
} from '#shared/contracts/admin-customers.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { apiErrorSchema } from '#shared/contracts/api-error.ts';
import { countRefund } from '#server/customers/customer-ledger.ts';
import { addToCustomer, rebuildCustomers } from '#server/customers/customers-repository.ts';
import { adminClient, auditEntries, purchaseInTestMode } from '#tests/admin-orders-helpers.ts';
import { checkoutRequest } from '#tests/checkout-factory.ts';
import { storedOrder } from '#tests/order-factory.ts';
import { createTestApp, postJson, type TestApp } from '#tests/test-app.ts';
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

  /**
   * Ann bought twice, in two spellings of her address, had one order refunded, left one
   * checkout unpaid, and subscribed; then Ben bought once and only signed up.
   */
  async function annAndBen() {
    await purchaseInTestMode(t, 'Ann@Example.com');
    const { orderId } = await purchaseInTestMode(t, 'ann@example.com');
    expect((await admin.post(adminApi.refund(orderId))).status).toBe(200);
    await postJson(t.app, '/api/create-payment', checkoutRequest({ email: 'ann@example.com' }));
    await purchaseInTestMode(t, 'ben@example.org');
    await subscriber('ann@example.com', 'confirmed');
    await subscriber('ben@example.org', 'pending');
  }

  it('lists one row per buyer, latest purchase first, with their orders, money and subscription', async () => {
    await annAndBen();
    const customers = await list();
    expect(customers).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(customers.rows).toEqual([
      {
        email: 'ben@example.org',
        orders: 1,
        paid: 47,
        refunds: 0,
        refunded: 0,
        subscribed: false,
        firstPurchaseAt: expect.any(String) as string,
        lastPurchaseAt: customers.rows[0]?.firstPurchaseAt,
      },
      {
        email: 'ann@example.com',
        orders: 2,
        paid: 47,
        refunds: 1,
        refunded: 47,
        subscribed: true,
        firstPurchaseAt: expect.any(String) as string,
        lastPurchaseAt: expect.any(String) as string,
      },
    ]);
    const ann = customers.rows[1];
    expect(Date.parse(ann?.firstPurchaseAt ?? '')).toBeLessThan(
      Date.parse(ann?.lastPurchaseAt ?? ''),
    );
  });

  it('keeps the same figures as a count over every paid order', async () => {
    await annAndBen();
    const kept = await list();
    await rebuildCustomers(t.ctx.db);
    expect(await list()).toEqual(kept);
  });

  it('counts an order refunded before its completion arrived as refunded, never paid', async () => {
    const order = await storedOrder(t.ctx.db, {
      customerEmail: 'early@example.com',
      status: 'refunded',
      completedAt: null,
    });
    await countRefund(t.ctx.db, order);
    expect((await list()).rows[0]).toMatchObject({
      email: 'early@example.com',
      orders: 1,
      paid: 0,
      refunds: 1,
      refunded: 47,
    });
  });

  it('searches by a fragment of the address and pages 25 at a time', async () => {
    const buyer = (email: string, at: Date) =>
      addToCustomer(t.ctx.db, {
        email,
        orders: 1,
        paidCents: 4700,
        refunds: 0,
        refundedCents: 0,
        at,
      });
    for (let index = 0; index < 27; index += 1) {
      await buyer(`reader${index}@example.com`, new Date(Date.UTC(2026, 0, 1, 0, index)));
    }
    await buyer('someone@else.org', new Date(Date.UTC(2025, 0, 1)));
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
    await postJson(t.app, '/api/create-payment', checkoutRequest({ email: 'cat@example.net' }));
    for (const email of ['cat@example.net', 'nobody@example.com', 'not-an-address']) {
      const response = await admin.get(adminApi.customer(email));
      expect(response.status).toBe(404);
    }
  });

  it('lets support see customers, and no one signed out', async () => {
    const support = await adminClient(t, { role: 'support' });
    expect((await support.get(adminApi.customers)).status).toBe(200);
    expect((await t.app.request(adminApi.customers)).status).toBe(401);
  });

  it('exports every buyer as CSV, neutralised, and records who did it', async () => {
    const at = new Date('2026-02-04T10:00:00Z');
    for (const email of ['=cmd@evil.example', 'ann@example.com']) {
      await addToCustomer(t.ctx.db, {
        email,
        orders: 2,
        paidCents: 4700,
        refunds: 1,
        refundedCents: 5950,
        at,
      });
    }
    await subscriber('ann@example.com', 'confirmed');
    const response = await admin.get(adminApi.customersCsv);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="customers-${today}.csv"`,
    );
    const lines = (await response.text()).replace(/^\uFEFF/, '').split('\n');
    const time = at.toISOString();
    expect(lines[0]).toBe(
      'Email,Orders,Paid (net),Refunds,Refunded,Subscribed,First purchase,Last purchase',
    );
    // Rows come by address in the database's collation: compared here as a set.
    expect(lines.slice(1, 3).sort()).toEqual([
      `'=cmd@evil.example,2,47.00,1,59.50,no,${time},${time}`,
      `ann@example.com,2,47.00,1,59.50,yes,${time},${time}`,
    ]);
    expect(lines.slice(3)).toEqual(['']);
    expect(await auditEntries(t, 'customers_exported')).toMatchObject([
      { actorId: admin.user.id, actorEmail: admin.user.email },
    ]);
  });
});
