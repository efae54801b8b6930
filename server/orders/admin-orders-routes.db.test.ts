import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { analyticsSessions } from '#server/db/analytics-schema.ts';
import { orders, outbox } from '#server/db/schema.ts';
import { apiErrorSchema } from '#shared/contracts/api-error.ts';
import {
  orderDetailSchema,
  orderMailSchema,
  orderSearchResultSchema,
  ordersOverviewSchema,
} from '#shared/contracts/admin.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import {
  adminClient,
  auditEntries,
  mailsOfKind,
  purchaseInTestMode,
} from '#tests/admin-orders-helpers.ts';
import { storedOrder, taxedAt } from '#tests/order-factory.ts';
import { createTestApp, postJson, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';

const dayMs = 24 * 60 * 60 * 1000;

describe.each(testDrivers)('the admin orders API on %s', (driver) => {
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
  const errorOf = async (response: Response) => apiErrorSchema.parse(await response.json()).error;
  const detailOf = async (orderId: string) => {
    const response = await admin.get(adminApi.order(orderId));
    expect(response.status).toBe(200);
    return orderDetailSchema.parse(await response.json());
  };

  describe('GET orders', () => {
    it('counts paid orders, refunded among them, and unpaid checkouts apart; lists the 10 newest paid, amounts in dollars', async () => {
      const statuses = [
        ...Array<'completed'>(9).fill('completed'),
        'pending',
        'pending',
        'expired',
        'refunded',
      ] as const;
      const taxed: Partial<Record<number, number>> = { 0: 491, 9: 300, 12: 388 };
      for (const [index, status] of statuses.entries()) {
        await storedOrder(t.ctx.db, {
          status,
          amountCents: index === 0 ? 5950 : 4700,
          // Taxed: a kept order, an unpaid checkout (never charged) and the refunded one.
          taxCents: taxed[index] ?? 0,
          createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
          customerEmail: `buyer${index}@example.com`,
        });
      }
      const response = await admin.get(adminApi.orders);
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      const overview = ordersOverviewSchema.parse(await response.json());
      // Orders: the 10 paid, the refunded one among them; the 3 pending or expired are apart.
      // Revenue: every paid order, net of the refunded one (shown beside it). The tax beside
      // it: the kept order's; the refunded one gave its tax back, the unpaid one paid none.
      expect(overview.summary).toEqual({
        orders: 10,
        refunded: 1,
        unpaidCheckouts: 3,
        revenue: 435.5,
        grossRevenue: 482.5,
        refundedRevenue: 47,
        tax: 4.91,
      });
      // The unpaid checkouts (buyers 9 to 11) are newer than buyer 8 but are not orders.
      expect(overview.orders.map((order) => order.customerEmail)).toEqual([
        'buyer12@example.com',
        ...Array.from({ length: 9 }, (_, index) => `buyer${8 - index}@example.com`),
      ]);
      expect(overview.orders[0]).toEqual({
        id: expect.stringMatching(/^ord_/) as string,
        createdAt: '2026-01-13T00:00:00.000Z',
        status: 'refunded',
        amount: 47,
        tax: 3.88,
        currency: 'USD',
        customerName: 'Sam Buyer',
        customerEmail: 'buyer12@example.com',
      });
    });

    it('answers zeros and no rows before the first order', async () => {
      const overview = ordersOverviewSchema.parse(await (await admin.get(adminApi.orders)).json());
      expect(overview).toEqual({
        summary: {
          orders: 0,
          refunded: 0,
          unpaidCheckouts: 0,
          revenue: 0,
          grossRevenue: 0,
          refundedRevenue: 0,
          tax: 0,
        },
        orders: [],
      });
    });

    it('answers 401 without a session', async () => {
      expect((await t.app.request(adminApi.orders)).status).toBe(401);
      expect((await t.app.request(adminApi.ordersCsv)).status).toBe(401);
    });
  });

  describe('GET orders/search', () => {
    const search = async (query: Record<string, string>) => {
      const response = await admin.get(`${adminApi.orderSearch}?${new URLSearchParams(query)}`);
      expect(response.status).toBe(200);
      return orderSearchResultSchema.parse(await response.json());
    };

    it('finds orders by a fragment of the e-mail or the name, whatever its case, newest first', async () => {
      await storedOrder(t.ctx.db, {
        customerEmail: 'Jane.Doe@example.com',
        createdAt: at('2026-01-01'),
      });
      await storedOrder(t.ctx.db, {
        customerEmail: 'mary@example.org',
        customerName: 'Mary Janeway',
        createdAt: at('2026-01-02'),
      });
      await storedOrder(t.ctx.db, { customerEmail: 'john@example.com', customerName: 'John Roe' });
      const found = await search({ q: 'JANE' });
      expect(found.rows.map((row) => row.customerEmail)).toEqual([
        'mary@example.org',
        'Jane.Doe@example.com',
      ]);
      expect(found).toMatchObject({ total: 2, page: 1, pageSize: 25 });
      expect((await search({ q: 'doe@exa' })).total).toBe(1);
      expect((await search({ q: 'nobody' })).total).toBe(0);
    });

    it('finds orders by the domain of the e-mail, with or without its @', async () => {
      await storedOrder(t.ctx.db, { customerEmail: 'a@Example.com' });
      await storedOrder(t.ctx.db, { customerEmail: 'b@example.com' });
      await storedOrder(t.ctx.db, { customerEmail: 'c@mail.example.com' });
      await storedOrder(t.ctx.db, { customerEmail: 'example.com@other.org' });
      expect((await search({ domain: 'example.com' })).total).toBe(2);
      expect((await search({ domain: '@EXAMPLE.COM' })).total).toBe(2);
      expect((await search({ domain: 'mail.example.com' })).total).toBe(1);
    });

    it('keeps to the UTC days from and to, both included', async () => {
      for (const iso of [
        '2026-03-09T23:59:59.999Z',
        '2026-03-10T00:00:00.000Z',
        '2026-03-12T23:59:59.999Z',
        '2026-03-13T00:00:00.000Z',
      ]) {
        await storedOrder(t.ctx.db, { createdAt: at(iso), customerEmail: `${iso}@example.com` });
      }
      const found = await search({ from: '2026-03-10', to: '2026-03-12' });
      expect(found.rows.map((row) => row.createdAt)).toEqual([
        '2026-03-12T23:59:59.999Z',
        '2026-03-10T00:00:00.000Z',
      ]);
      expect((await search({ from: '2026-03-13' })).total).toBe(1);
      expect((await search({ to: '2026-03-09' })).total).toBe(1);
    });

    it('combines every filter and sums the money of the matches, net of refunds', async () => {
      const order = (
        customerEmail: string,
        status: 'completed' | 'refunded' | 'pending',
        day: string,
      ) => storedOrder(t.ctx.db, { customerEmail, status, createdAt: at(day), amountCents: 4700 });
      await order('ann@shop.test', 'completed', '2026-05-02');
      await order('anna@shop.test', 'refunded', '2026-05-03');
      await order('annie@shop.test', 'pending', '2026-05-04');
      await order('ann@other.test', 'completed', '2026-05-02');
      await order('ann@shop.test', 'completed', '2026-06-01');
      const found = await search({
        q: 'ann',
        domain: 'shop.test',
        from: '2026-05-01',
        to: '2026-05-31',
      });
      // Paid orders by default: the pending checkout is not one.
      expect(found.rows.map((row) => row.customerEmail)).toEqual([
        'anna@shop.test',
        'ann@shop.test',
      ]);
      expect(found.totals).toEqual({ gross: 94, refunded: 47, net: 47, tax: 0 });
      const unpaid = await search({
        q: 'ann',
        domain: 'shop.test',
        status: 'unpaid',
        from: '2026-05-01',
        to: '2026-05-31',
      });
      expect(unpaid.rows.map((row) => row.customerEmail)).toEqual(['annie@shop.test']);
      expect(unpaid.totals).toEqual({ gross: 0, refunded: 0, net: 0, tax: 0 });
      const refunded = await search({
        q: 'ann',
        domain: 'shop.test',
        status: 'refunded',
        from: '2026-05-01',
        to: '2026-05-31',
      });
      expect(refunded.rows.map((row) => row.customerEmail)).toEqual(['anna@shop.test']);
    });

    it('matches LIKE wildcards literally', async () => {
      await storedOrder(t.ctx.db, { customerEmail: 'a_b@example.com' });
      await storedOrder(t.ctx.db, { customerEmail: 'axb@example.com' });
      await storedOrder(t.ctx.db, { customerEmail: 'a%c@example.com' });
      expect((await search({ q: 'a_' })).rows.map((row) => row.customerEmail)).toEqual([
        'a_b@example.com',
      ]);
      expect((await search({ q: 'a%' })).rows.map((row) => row.customerEmail)).toEqual([
        'a%c@example.com',
      ]);
    });

    it('finds orders by the start of their id', async () => {
      const wanted = await storedOrder(t.ctx.db, { id: 'ord_Abc123xyz' });
      await storedOrder(t.ctx.db, { id: 'ord_abc999' });
      const found = await search({ q: 'ord_Abc' });
      expect(found.rows.map((row) => row.id)).toEqual([wanted.id]);
      expect((await search({ q: wanted.id })).total).toBe(1);
    });

    it('filters by status and pages 25 at a time with the total', async () => {
      for (let index = 0; index < 27; index += 1) {
        await storedOrder(t.ctx.db, {
          status: 'pending',
          completedAt: null,
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
          customerEmail: `pending${index}@example.com`,
        });
      }
      await storedOrder(t.ctx.db, { customerEmail: 'pending.but.completed@example.com' });
      const first = await search({ status: 'pending' });
      expect(first).toMatchObject({ total: 27, page: 1 });
      expect(first.rows).toHaveLength(25);
      expect(first.rows[0]?.customerEmail).toBe('pending26@example.com');
      const second = await search({ status: 'pending', page: '2' });
      expect(second.rows.map((row) => row.customerEmail)).toEqual([
        'pending1@example.com',
        'pending0@example.com',
      ]);
      expect((await search({ q: 'pending', status: 'completed' })).total).toBe(1);
      expect((await search({ status: 'unpaid' })).total).toBe(27);
      expect((await search({})).total).toBe(1);
      expect((await search({ status: 'all' })).total).toBe(28);
    });

    it.each([
      [{ status: 'bogus' }, 'status', 'Choose a known status.'],
      [{ page: '0' }, 'page', 'page must be a whole number from 1.'],
      [{ page: 'two' }, 'page', 'page must be a whole number from 1.'],
      [{ q: 'x'.repeat(255) }, 'q', 'Search for at most 254 characters.'],
      [{ from: '2026-13-01' }, 'from', 'from must be a real date.'],
      [{ to: 'yesterday' }, 'to', 'to must be a date, YYYY-MM-DD.'],
      [{ from: '2026-05-02', to: '2026-05-01' }, 'to', 'to must be on or after from.'],
      [{ domain: 'a b.com' }, 'domain', 'Give the domain alone, such as example.com.'],
    ])('answers 400 naming the field for %j', async (query, field, message) => {
      const response = await admin.get(`${adminApi.orderSearch}?${new URLSearchParams(query)}`);
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatchObject({
        code: 'validation_failed',
        fields: { [field]: message },
      });
    });
  });

  describe('GET orders/:id', () => {
    it('shows the order, its mails, its link and every download', async () => {
      const { orderId, downloadPath } = await purchaseInTestMode(t, 'reader@example.com');
      const download = await t.app.request(downloadPath, {
        method: 'POST',
        headers: { Origin: 'http://shop.test', 'User-Agent': 'Reader/1.0' },
      });
      expect(download.headers.get('Content-Type')).toBe('application/pdf');
      const detail = await detailOf(orderId);
      expect(detail.order).toMatchObject({
        id: orderId,
        status: 'completed',
        amount: 47,
        customerEmail: 'reader@example.com',
        customerName: 'Jordan Rivera',
        address: '12 Main Street',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
        provider: 'test',
        providerSessionId: expect.stringMatching(/^cs_test_/) as string,
        paymentIntentId: expect.stringMatching(/^pi_test_/) as string,
        refundId: null,
        refundedAt: null,
      });
      const completedAt = new Date(detail.order.completedAt ?? '').getTime();
      expect(detail.refund).toEqual({
        allowed: true,
        reason: null,
        until: new Date(completedAt + 14 * dayMs).toISOString(),
      });
      expect(detail.mails).toEqual([
        {
          id: expect.any(Number) as number,
          kind: 'order-delivery',
          recipient: 'reader@example.com',
          status: 'pending',
          attempts: 0,
          lastError: null,
          createdAt: expect.any(String) as string,
          sentAt: null,
        },
      ]);
      expect(detail.downloadLink).toMatchObject({ usesLeft: 4, maxDownloads: 5 });
      expect(detail.downloads).toEqual([
        { at: expect.any(String) as string, ip: 'unknown', userAgent: 'Reader/1.0' },
      ]);
    });

    it('shows the list price, the code and its discount of an order bought with a code', async () => {
      const order = await storedOrder(t.ctx.db, {
        listPriceCents: 3525,
        discountCode: 'FALL20',
        discountCents: 705,
        amountCents: 2820,
      });
      expect((await detailOf(order.id)).order).toMatchObject({
        amount: 28.2,
        listPrice: 35.25,
        discountCode: 'FALL20',
        discount: 7.05,
      });
      const plain = await storedOrder(t.ctx.db);
      expect((await detailOf(plain.id)).order).toMatchObject({
        amount: 47,
        listPrice: null,
        discountCode: null,
        discount: 0,
      });
    });

    it('shows a taxed order’s net, its tax and how it met the price, and the total charged', async () => {
      const inclusive = await storedOrder(t.ctx.db, {
        ...taxedAt(0.0825, 'inclusive'),
      });
      expect((await detailOf(inclusive.id)).order).toMatchObject({
        amount: 43.42,
        tax: 3.58,
        taxPrices: 'inclusive',
        charged: 47,
      });
      const exclusive = await storedOrder(t.ctx.db, { ...taxedAt(0.0825, 'exclusive') });
      expect((await detailOf(exclusive.id)).order).toMatchObject({
        amount: 47,
        tax: 3.88,
        taxPrices: 'exclusive',
        charged: 50.88,
      });
      const untaxed = await storedOrder(t.ctx.db);
      expect((await detailOf(untaxed.id)).order).toMatchObject({
        amount: 47,
        tax: 0,
        taxPrices: null,
        charged: 47,
      });
    });

    it('says where the order came from: its visit’s source, medium, campaign and landing page', async () => {
      const now = new Date();
      await t.ctx.db.insert(analyticsSessions).values({
        id: 'visit-from-ads',
        visitorId: 'visitor-1',
        startedAt: now,
        endedAt: now,
        entryPage: '/states/texas-child-support',
        utmSource: 'google',
        utmMedium: 'cpc',
        utmCampaign: 'spring-notice',
        source: 'google',
        deviceType: 'mobile',
      });
      const tracked = await storedOrder(t.ctx.db, { analyticsSessionId: 'visit-from-ads' });
      expect((await detailOf(tracked.id)).visit).toEqual({
        source: 'google',
        medium: 'cpc',
        campaign: 'spring-notice',
        landingPage: '/states/texas-child-support',
      });
      const unseen = await storedOrder(t.ctx.db);
      expect((await detailOf(unseen.id)).visit).toBeNull();
    });

    it('answers 404 for an order that does not exist, or an id that is not one of ours', async () => {
      for (const id of ['ord_nobody', 'not-an-order']) {
        const response = await admin.get(adminApi.order(id));
        expect(response.status).toBe(404);
        expect((await errorOf(response)).code).toBe('not_found');
      }
    });
  });

  describe('GET orders.csv', () => {
    it('streams every order, newest first, with its columns, quoted and neutralised', async () => {
      await storedOrder(t.ctx.db, {
        id: 'ord_older',
        createdAt: at('2026-03-01T10:00:00Z'),
        completedAt: at('2026-03-01T10:05:00Z'),
        customerName: 'Doe, "Jane"',
        customerEmail: 'jane@example.com',
        paymentIntentId: 'pi_1',
        listPriceCents: 5875,
        discountCode: 'FALL20',
        discountCents: 1175,
      });
      await storedOrder(t.ctx.db, {
        id: 'ord_newer',
        createdAt: at('2026-03-02T10:00:00Z'),
        status: 'refunded',
        completedAt: at('2026-03-02T10:05:00Z'),
        refundedAt: at('2026-03-03T09:00:00Z'),
        amountCents: 5950,
        taxCents: 372,
        taxPrices: 'inclusive',
        customerName: '=HYPERLINK("http://evil.example","Click")',
        address: '+1 Formula Way',
        city: '@Town',
        state: '-TX',
        zip: '\t78701',
      });
      const response = await admin.get(adminApi.ordersCsv);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
      const today = new Date().toISOString().slice(0, 10);
      expect(response.headers.get('Content-Disposition')).toBe(
        `attachment; filename="orders-${today}.csv"`,
      );
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      expect((await response.text()).split('\n')).toEqual([
        'Order ID,Created,Status,Amount,List price,Discount code,Discount,Paid,Refunded amount,Net,Sales tax,Sales tax refunded,Prices include tax,Currency,Customer name,Email,Address,City,State,ZIP,Provider,Payment intent,Completed,Refunded',
        `ord_newer,2026-03-02T10:00:00.000Z,refunded,59.50,,,0.00,59.50,59.50,0.00,3.72,3.72,yes,USD,"'=HYPERLINK(""http://evil.example"",""Click"")",buyer@example.com,'+1 Formula Way,'@Town,'-TX,'\t78701,test,,2026-03-02T10:05:00.000Z,2026-03-03T09:00:00.000Z`,
        'ord_older,2026-03-01T10:00:00.000Z,completed,47.00,58.75,FALL20,11.75,47.00,0.00,47.00,0.00,0.00,,USD,"Doe, ""Jane""",jane@example.com,1 Main St,Austin,TX,78701,test,pi_1,2026-03-01T10:05:00.000Z,',
        '',
      ]);
      expect(await auditEntries(t, 'orders_exported')).toMatchObject([
        { actorId: admin.user.id, actorEmail: admin.user.email },
      ]);
    });
  });

  describe('POST orders/:id/refund in test mode', () => {
    it('refunds, stops the download link at once, mails the buyer and records who did it', async () => {
      const { orderId, downloadPath } = await purchaseInTestMode(t, 'refund.me@example.com');
      const nudges = t.nudges();
      const response = await admin.post(adminApi.refund(orderId));
      expect(response.status).toBe(200);
      const detail = orderDetailSchema.parse(await response.json());
      expect(detail.order).toMatchObject({
        status: 'refunded',
        refundId: expect.stringMatching(/^re_test_/) as string,
      });
      expect(detail.refund.allowed).toBe(false);
      expect(detail.refund.reason).toMatch(/^This order was refunded on \w{3} \d{1,2}, \d{4}\.$/);
      expect(detail.mails.map((mail) => mail.kind)).toEqual(['order-delivery', 'order-refund']);
      expect(await mailsOfKind(t, 'order-refund')).toMatchObject([
        { recipient: 'refund.me@example.com', orderId, payload: { orderId } },
      ]);
      expect(t.nudges()).toBeGreaterThan(nudges);
      const refused = await t.app.request(downloadPath, {
        method: 'POST',
        headers: { Origin: 'http://shop.test' },
      });
      expect(refused.status).toBe(410);
      expect(refused.headers.get('Content-Type')).not.toBe('application/pdf');
      expect(await auditEntries(t, 'order_refunded')).toMatchObject([
        {
          actorId: admin.user.id,
          actorEmail: admin.user.email,
          target: orderId,
          detail: { refundId: detail.order.refundId, amountCents: 4700, currency: 'USD' },
        },
      ]);
    });

    it('answers a second click with the refunded order, and sends and records nothing more', async () => {
      const { orderId } = await purchaseInTestMode(t);
      const first = orderDetailSchema.parse(
        await (await admin.post(adminApi.refund(orderId))).json(),
      );
      const again = await admin.post(adminApi.refund(orderId));
      expect(again.status).toBe(200);
      expect(orderDetailSchema.parse(await again.json())).toEqual(first);
      expect(await mailsOfKind(t, 'order-refund')).toHaveLength(1);
      expect(await auditEntries(t, 'order_refunded')).toHaveLength(1);
    });

    it('refunds once when clicked twice at the same time', async () => {
      const { orderId } = await purchaseInTestMode(t);
      const answers = await Promise.all([
        admin.post(adminApi.refund(orderId)),
        admin.post(adminApi.refund(orderId)),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(await mailsOfKind(t, 'order-refund')).toHaveLength(1);
      expect(await auditEntries(t, 'order_refunded')).toHaveLength(1);
    });

    it('refuses outside the refund window, saying when it ended', async () => {
      const { orderId } = await purchaseInTestMode(t);
      const [order] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
      t.advanceClock(14 * dayMs + 60_000);
      // The session of before has expired meanwhile.
      admin = await adminClient(t);
      const response = await admin.post(adminApi.refund(orderId));
      expect(response.status).toBe(409);
      const ended = new Date((order?.completedAt?.getTime() ?? 0) + 14 * dayMs);
      const day = ended.toLocaleDateString('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      });
      const reason = `The 14-day refund window ended on ${day}.`;
      expect(await errorOf(response)).toEqual({ code: 'refund_unavailable', message: reason });
      expect((await detailOf(orderId)).refund).toEqual({
        allowed: false,
        reason,
        until: ended.toISOString(),
      });
      expect(await mailsOfKind(t, 'order-refund')).toHaveLength(0);
    });

    it('refuses a pending order and an unknown one', async () => {
      const pending = await storedOrder(t.ctx.db, { status: 'pending', completedAt: null });
      const response = await admin.post(adminApi.refund(pending.id));
      expect(response.status).toBe(409);
      expect(await errorOf(response)).toEqual({
        code: 'refund_unavailable',
        message: 'Only a completed order can be refunded.',
      });
      expect((await admin.post(adminApi.refund('ord_nobody'))).status).toBe(404);
      expect(await auditEntries(t, 'order_refunded')).toHaveLength(0);
    });

    it('refuses a refund posted from another site', async () => {
      const { orderId } = await purchaseInTestMode(t);
      const response = await postJson(
        t.app,
        adminApi.refund(orderId),
        {},
        {
          Origin: 'https://evil.example',
        },
      );
      expect(response.status).toBe(403);
      expect((await detailOf(orderId)).order.status).toBe('completed');
    });
  });

  describe('POST orders/:id/resend', () => {
    it('queues a new delivery mail for the same link and records it', async () => {
      const { orderId } = await purchaseInTestMode(t, 'again@example.com');
      const response = await admin.post(adminApi.resendDelivery(orderId));
      expect(response.status).toBe(200);
      const detail = orderDetailSchema.parse(await response.json());
      expect(detail.mails.map((mail) => mail.kind)).toEqual(['order-delivery', 'order-delivery']);
      expect(await mailsOfKind(t, 'order-delivery')).toMatchObject([
        { recipient: 'again@example.com', payload: { orderId } },
        { recipient: 'again@example.com', payload: { orderId } },
      ]);
      expect(await auditEntries(t, 'delivery_resent')).toMatchObject([
        { actorId: admin.user.id, target: orderId },
      ]);
    });

    it('refuses an order that is not completed, and an unknown one', async () => {
      const pending = await storedOrder(t.ctx.db, { status: 'pending', completedAt: null });
      const response = await admin.post(adminApi.resendDelivery(pending.id));
      expect(response.status).toBe(409);
      expect((await errorOf(response)).code).toBe('order_not_completed');
      expect((await admin.post(adminApi.resendDelivery('ord_nobody'))).status).toBe(404);
      expect(await mailsOfKind(t, 'order-delivery')).toHaveLength(0);
      expect(await auditEntries(t, 'delivery_resent')).toHaveLength(0);
    });

    it('sends one order’s guide at most 5 times a day, then answers 429 saying so', async () => {
      const { orderId } = await purchaseInTestMode(t, 'capped@example.com');
      const statuses: number[] = [];
      for (let index = 0; index < 30; index += 1) {
        statuses.push((await admin.post(adminApi.resendDelivery(orderId))).status);
      }
      // The mail the purchase queued counts: it and four resends make five.
      expect(statuses).toEqual([...Array<number>(4).fill(200), ...Array<number>(26).fill(429)]);
      const refused = await admin.post(adminApi.resendDelivery(orderId));
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(23 * 3600);
      const error = await errorOf(refused);
      expect(error.code).toBe('delivery_mail_capped');
      expect(error.message).toMatch(
        /^This order’s guide has already been sent 5 times in the last 24 hours\. Please try again in about 24 hours\.$/,
      );
      expect(await mailsOfKind(t, 'order-delivery')).toHaveLength(5);
      expect(await auditEntries(t, 'delivery_resent')).toHaveLength(4);
    });

    it('holds resends of one order racing each other to the cap', async () => {
      const { orderId } = await purchaseInTestMode(t);
      const answers = await Promise.all(
        Array.from({ length: 8 }, async () => admin.post(adminApi.resendDelivery(orderId))),
      );
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(4);
      expect(await mailsOfKind(t, 'order-delivery')).toHaveLength(5);
    });

    it('sends one address at most 10 delivery mails a day, whatever the order', async () => {
      const email = 'many-orders@example.com';
      const [first, second, third] = await Promise.all(
        [1, 2, 3].map(() => storedOrder(t.ctx.db, { customerEmail: email })),
      );
      for (const order of [first, second]) {
        for (let index = 0; index < 5; index += 1) {
          expect((await admin.post(adminApi.resendDelivery(order?.id ?? ''))).status).toBe(200);
        }
      }
      const refused = await admin.post(adminApi.resendDelivery(third?.id ?? ''));
      expect(refused.status).toBe(429);
      expect((await errorOf(refused)).message).toMatch(
        /^many-orders@example\.com has already been sent the guide 10 times in the last 24 hours\./,
      );
      expect(await mailsOfKind(t, 'order-delivery')).toHaveLength(10);
    });
  });

  describe('POST mails/:id/requeue', () => {
    it('puts a failed mail back in the queue, keeping its last error, and records it', async () => {
      const { orderId } = await purchaseInTestMode(t);
      const [mail] = await t.ctx.db
        .update(outbox)
        .set({ status: 'failed', attempts: 5, lastError: 'Mailbox unavailable' })
        .returning();
      if (!mail) throw new Error('no mail');
      const response = await admin.post(adminApi.requeueMail(mail.id));
      expect(response.status).toBe(200);
      expect(orderMailSchema.parse(await response.json())).toMatchObject({
        id: mail.id,
        status: 'pending',
        attempts: 0,
        lastError: 'Mailbox unavailable',
      });
      const [stored] = await t.ctx.db.select().from(outbox).where(eq(outbox.id, mail.id));
      expect(stored?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
      expect(await auditEntries(t, 'mail_requeued')).toMatchObject([
        { actorId: admin.user.id, target: String(mail.id) },
      ]);
      expect((await detailOf(orderId)).mails[0]?.status).toBe('pending');
    });

    it('refuses a mail that has not failed, and one that does not exist', async () => {
      await purchaseInTestMode(t);
      const [mail] = await t.ctx.db.select().from(outbox);
      const pending = await admin.post(adminApi.requeueMail(mail?.id ?? 0));
      expect(pending.status).toBe(409);
      expect((await errorOf(pending)).code).toBe('mail_not_failed');
      expect((await admin.post(adminApi.requeueMail(999_999))).status).toBe(404);
      expect((await admin.post('/api/admin/mails/abc/requeue')).status).toBe(404);
      expect(await auditEntries(t, 'mail_requeued')).toHaveLength(0);
    });
  });
});
