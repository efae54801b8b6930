import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsSessions, analyticsVisitors } from '#server/db/analytics-schema.ts';
import type { MailPayload } from '#server/mail/mail-kinds.ts';
import { testConfig, testMailSite } from '#tests/mail-fixtures.ts';
import { storedOrder } from '#tests/order-factory.ts';
import { createTestDatabase, type TestDatabase } from '#tests/test-database.ts';
import { renderSaleAlert } from './sale-alert-mail.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase('pglite');
});
afterAll(() => database.dispose());

const render = (payload: Partial<MailPayload<'sale-alert'>> & { orderId: string }) =>
  renderSaleAlert(
    { event: 'sale', skipped: 0, lastThisHour: false, ...payload },
    {
      db: database.handle.db,
      config: testConfig(),
      site: testMailSite(),
      recipient: 'owner@csd.example',
    },
  );

/** A visitor first seen from `firstSource`, whose later session started the checkout. */
async function trackedVisit(
  firstSource: string,
  utmCampaign: string | null = null,
): Promise<string> {
  const visitorId = randomUUID();
  const sessionId = randomUUID();
  const now = new Date();
  await database.handle.db.insert(analyticsVisitors).values({
    id: visitorId,
    firstSeenAt: now,
    firstSource,
    lastSeenDay: now.toISOString().slice(0, 10),
  });
  await database.handle.db.insert(analyticsSessions).values({
    id: sessionId,
    visitorId,
    startedAt: now,
    endedAt: now,
    entryPage: '/checkout',
    source: 'newsletter',
    utmCampaign,
    deviceType: 'desktop',
  });
  return sessionId;
}

describe('the sale alert', () => {
  it('names the amount, the buyer, the first-touch source and links to the order, in both parts', async () => {
    const order = await storedOrder(database.handle.db, {
      amountCents: 4700,
      customerName: 'Sam Buyer',
      customerEmail: 'sam@example.com',
      analyticsSessionId: await trackedVisit('reddit'),
    });
    const mail = await render({ orderId: order.id });
    expect(mail.to).toBe('owner@csd.example');
    expect(mail.subject).toBe('New sale: $47.00 USD from Sam Buyer | Child Support Defense');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(`Order ${order.id} (`);
      expect(part).toContain('was paid: $47.00 USD.');
      expect(part).toContain('Source: reddit');
      expect(part).toContain(`https://csd.example/admin/orders/${order.id}`);
    }
    expect(mail.text).toContain('Buyer: Sam Buyer <sam@example.com>');
    expect(mail.html).toContain('Buyer: Sam Buyer &lt;sam@example.com&gt;');
    expect(mail.text).not.toContain('were not mailed to you');
  });

  it('names the discount code and the campaign of the visit that bought, or says there were none', async () => {
    const order = await storedOrder(database.handle.db, {
      listPriceCents: 4700,
      discountCode: 'FALL20',
      discountCents: 940,
      amountCents: 3760,
      analyticsSessionId: await trackedVisit('google', 'fall-sale'),
    });
    const mail = await render({ orderId: order.id });
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Campaign: fall-sale');
      expect(part).toContain('Discount code: FALL20');
    }
    const plain = await render({ orderId: (await storedOrder(database.handle.db)).id });
    expect(plain.text).toContain('Campaign: none');
    expect(plain.text).toContain('Discount code: none');
  });

  it('says Direct/unknown for a buyer the tracker never saw, and words a refund as one', async () => {
    const order = await storedOrder(database.handle.db, {
      status: 'refunded',
      refundedAt: new Date(),
      customerName: 'Pat Doe',
    });
    const mail = await render({ orderId: order.id, event: 'refund' });
    expect(mail.subject).toBe('Refund: $47.00 USD to Pat Doe | Child Support Defense');
    expect(mail.text).toContain('Order refunded');
    expect(mail.text).toContain('was refunded: $47.00 USD.');
    expect(mail.text).toContain('Source: Direct/unknown');
  });

  it('reports the events the cap kept back, and warns when it reaches the cap', async () => {
    const order = await storedOrder(database.handle.db);
    const mail = await render({ orderId: order.id, skipped: 3, lastThisHour: true });
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(
        'Before this one, 3 sales and refunds were not mailed to you: you get at most 30 alerts an hour.',
      );
      expect(part).toContain('This is your 30th alert within the hour');
    }
  });

  it('refuses an order that does not exist', async () => {
    await expect(render({ orderId: 'ord_nobody' })).rejects.toThrow(/no such order/);
  });
});
