import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig, testMailSite } from '#tests/mail-fixtures.ts';
import { storedOrder } from '#tests/order-factory.ts';
import { createTestDatabase, type TestDatabase } from '#tests/test-database.ts';
import { renderRefundMail } from './refund-mail.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase('pglite');
});
afterAll(() => database.dispose());

const render = (orderId: string) =>
  renderRefundMail(
    { orderId },
    {
      db: database.handle.db,
      config: testConfig(),
      site: testMailSite(),
      recipient: 'ignored@example.com',
    },
  );

describe('the refund mail', () => {
  it('tells the buyer the amount, when it arrives and that the link stopped, in both parts', async () => {
    const order = await storedOrder(database.handle.db, {
      status: 'refunded',
      refundedAt: new Date(),
      amountCents: 5950,
      customerEmail: 'buyer@example.com',
    });
    const mail = await render(order.id);
    expect(mail.to).toBe('buyer@example.com');
    expect(mail.subject).toBe(`Your refund for order ${order.id} | Child Support Defense`);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(`We refunded $59.50 USD for order ${order.id}`);
      expect(part).toContain('within 5-10 business days');
      expect(part).toContain('The download link of this order no longer works.');
      expect(part).toContain('PO Box 123, Austin, TX 78701');
    }
  });

  it('states the whole charge returned, the sales tax named within it', async () => {
    const order = await storedOrder(database.handle.db, {
      status: 'refunded',
      refundedAt: new Date(),
      amountCents: 4700,
      taxCents: 388,
      taxPrices: 'exclusive',
    });
    const mail = await render(order.id);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(
        `We refunded $50.88 USD (including $3.88 sales tax) for order ${order.id}`,
      );
    }
  });

  it('refuses an order that is not refunded, and one that does not exist', async () => {
    const order = await storedOrder(database.handle.db);
    await expect(render(order.id)).rejects.toThrow(/it is completed/);
    await expect(render('ord_nobody')).rejects.toThrow(/no such order/);
  });
});
