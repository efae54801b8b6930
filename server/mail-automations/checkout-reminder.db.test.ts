import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { orders } from '#server/db/schema.ts';
import { MailWithdrawn } from '#server/mail/mail-message.ts';
import {
  markBounced,
  optOutOfNews,
  renderQueued,
  switchAutomation,
} from '#tests/automation-fixtures.ts';
import { outboxRows } from '#tests/db-rows.ts';
import { testMailSite, testServerContext } from '#tests/mail-fixtures.ts';
import { storedOrder, type TestOrder } from '#tests/order-factory.ts';
import { createTestDatabase, testDrivers, type TestDatabase } from '#tests/test-database.ts';
import { queueCheckoutReminders } from './automation-queue.ts';
import { saveAutomationRow } from './automation-settings-repository.ts';
import { defaultAutomation } from './automation-settings.ts';

const hour = 3_600_000;
const started = new Date('2026-11-20T12:00:00Z');
const after = (hours: number) => new Date(started.getTime() + hours * hour);

const contextAt = (db: Database, at: Date) => ({ ...testServerContext(db), clock: () => at });

/** A checkout started at `started`, not paid, by a buyer who ticked the news box. */
const leftCheckout = (db: Database, overrides: Partial<TestOrder> = {}) =>
  storedOrder(db, {
    status: 'pending',
    completedAt: null,
    createdAt: started,
    newsConsentAt: started,
    customerEmail: 'maria@example.com',
    customerName: 'Maria Garcia',
    ...overrides,
  });

describe.each(testDrivers)('the checkout reminder on %s', (driver) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.dispose();
    database = undefined;
  });

  async function db() {
    database = await createTestDatabase(driver);
    return database.handle.db;
  }

  it('is queued once, an hour after the checkout started', async () => {
    const handle = await db();
    const order = await leftCheckout(handle);
    expect(await queueCheckoutReminders(contextAt(handle, after(0.9)))).toBe(0);
    const due = contextAt(handle, after(1.1));
    expect(await queueCheckoutReminders(due)).toBe(1);
    expect(await queueCheckoutReminders(due)).toBe(0);
    await Promise.all([queueCheckoutReminders(due), queueCheckoutReminders(due)]);
    expect(await queueCheckoutReminders(contextAt(handle, after(30)))).toBe(0);
    expect(await outboxRows(handle)).toMatchObject([
      {
        kind: 'checkout-reminder',
        recipient: 'maria@example.com',
        orderId: order.id,
        payload: { orderId: order.id },
      },
    ]);
  });

  it('reminds an expired checkout too, but none without consent, too old or followed by a purchase', async () => {
    const handle = await db();
    await leftCheckout(handle, { status: 'expired', customerEmail: 'expired@example.com' });
    await leftCheckout(handle, { newsConsentAt: null, customerEmail: 'silent@example.com' });
    await leftCheckout(handle, { createdAt: after(-60), customerEmail: 'old@example.com' });
    await leftCheckout(handle, { customerEmail: 'Bought@Example.com' });
    await storedOrder(handle, { customerEmail: 'bought@example.com', completedAt: after(0.5) });
    await leftCheckout(handle, { customerEmail: 'optout@example.com' });
    await optOutOfNews(handle, 'optout@example.com');
    await leftCheckout(handle, { customerEmail: 'bounced@example.com' });
    await markBounced(handle, 'bounced@example.com');
    expect(await queueCheckoutReminders(contextAt(handle, after(2)))).toBe(1);
    expect((await outboxRows(handle)).map((row) => row.recipient)).toEqual(['expired@example.com']);
  });

  it('reminds an address of one checkout, the newest, and not again within a day', async () => {
    const handle = await db();
    await leftCheckout(handle);
    const newest = await leftCheckout(handle, { createdAt: after(0.5) });
    expect(await queueCheckoutReminders(contextAt(handle, after(2)))).toBe(1);
    await leftCheckout(handle, { createdAt: after(3) });
    expect(await queueCheckoutReminders(contextAt(handle, after(5)))).toBe(0);
    expect(await queueCheckoutReminders(contextAt(handle, after(27)))).toBe(1);
    const reminded = (await outboxRows(handle)).map((row) => row.orderId);
    expect(reminded).toHaveLength(2);
    expect(reminded[0]).toBe(newest.id);
  });

  it('follows the hours set, and queues nothing while turned off', async () => {
    const handle = await db();
    await leftCheckout(handle);
    await switchAutomation(handle, 'checkout-reminder', false);
    expect(await queueCheckoutReminders(contextAt(handle, after(2)))).toBe(0);
    const { settings } = defaultAutomation('checkout-reminder');
    await saveAutomationRow(handle, {
      id: 'checkout-reminder',
      enabled: true,
      settings: { ...settings, afterHours: 3 },
      updatedBy: null,
    });
    expect(await queueCheckoutReminders(contextAt(handle, after(2)))).toBe(0);
    expect(await queueCheckoutReminders(contextAt(handle, after(3.1)))).toBe(1);
  });

  it('is withdrawn when the buyer bought, opted out or it was turned off after queueing', async () => {
    const handle = await db();
    const bought = await leftCheckout(handle, { customerEmail: 'a@example.com' });
    await leftCheckout(handle, { customerEmail: 'b@example.com' });
    await leftCheckout(handle, { customerEmail: 'c@example.com' });
    expect(await queueCheckoutReminders(contextAt(handle, after(2)))).toBe(3);
    const [first, second, third] = await outboxRows(handle);
    if (!first || !second || !third) throw new Error('three reminders expected');
    await handle
      .update(orders)
      .set({ status: 'completed', completedAt: after(2.5) })
      .where(eq(orders.id, bought.id));
    await optOutOfNews(handle, 'b@example.com');
    await expect(renderQueued(handle, first)).rejects.toBeInstanceOf(MailWithdrawn);
    await expect(renderQueued(handle, second)).rejects.toBeInstanceOf(MailWithdrawn);
    await expect(renderQueued(handle, third)).resolves.toMatchObject({ to: 'c@example.com' });
    await switchAutomation(handle, 'checkout-reminder', false);
    await expect(renderQueued(handle, third)).rejects.toBeInstanceOf(MailWithdrawn);
  });

  it('greets the buyer, links back to the checkout and unsubscribes in one click', async () => {
    const handle = await db();
    await leftCheckout(handle);
    await queueCheckoutReminders(contextAt(handle, after(2)));
    const [row] = await outboxRows(handle);
    if (!row) throw new Error('no reminder queued');
    const mail = await renderQueued(handle, row);
    const site = testMailSite();
    expect(mail.subject).toBe(`You left the ${site.offer.name} in your checkout`);
    expect(mail.text).toContain('Hello Maria,');
    expect(mail.html).toContain(`href="${site.siteUrl}/checkout"`);
    expect(mail.text).toContain(`Return to the checkout: ${site.siteUrl}/checkout`);
    const unsubscribe = /https?:\/\/[^\s]+\/mail\/unsubscribe\?token=\w+/.exec(mail.text)?.[0];
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${unsubscribe ?? 'missing'}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    for (const part of [mail.text, mail.html]) expect(part).toContain(site.operator.postalAddress);
  });

  it('writes a name a buyer typed as text, never as a link', async () => {
    const handle = await db();
    await leftCheckout(handle, { customerName: '[click](https://evil.example)<b>x</b>' });
    await queueCheckoutReminders(contextAt(handle, after(2)));
    const [row] = await outboxRows(handle);
    if (!row) throw new Error('no reminder queued');
    const mail = await renderQueued(handle, row);
    expect(mail.html).not.toContain('href="https://evil.example"');
    expect(mail.html).not.toContain('<b>x</b>');
  });
});
