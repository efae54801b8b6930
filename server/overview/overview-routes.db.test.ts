import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages, outbox } from '#server/db/schema.ts';
import { enqueueMail } from '#server/mail/outbox-repository.ts';
import { apiErrorSchema } from '#shared/contracts/api-error.ts';
import { orderMailSchema } from '#shared/contracts/admin.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { adminOverviewSchema } from '#shared/contracts/admin-overview.ts';
import { adminClient, auditEntries } from '#tests/admin-orders-helpers.ts';
import { storedOrder } from '#tests/order-factory.ts';
import { createTestApp, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';

describe.each(testDrivers)('the Overview API on %s', (driver) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminClient>>;
  beforeEach(async () => {
    t = await createTestApp(driver);
    admin = await adminClient(t);
  });
  afterEach(async () => {
    await t.dispose();
  });

  const overview = async () => {
    const response = await admin.get(adminApi.overview);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    return adminOverviewSchema.parse(await response.json());
  };
  const failedMail = async (recipient: string, lastError: string) => {
    await enqueueMail(t.ctx.db, { kind: 'contact-ack', recipient, payload: {} });
    const [mail] = await t.ctx.db
      .update(outbox)
      .set({ status: 'failed', attempts: 5, lastError })
      .where(eq(outbox.recipient, recipient))
      .returning();
    if (!mail) throw new Error('no mail');
    return mail;
  };

  it('lists the 5 newest orders, the messages nobody handled and the mail that failed', async () => {
    for (let day = 1; day <= 6; day += 1) {
      await storedOrder(t.ctx.db, {
        createdAt: new Date(Date.UTC(2026, 10, day)),
        customerEmail: `buyer${day}@example.com`,
      });
    }
    await t.ctx.db.insert(contactMessages).values([
      {
        name: 'Ann',
        email: 'ann@example.com',
        message: 'Help?',
        createdAt: new Date('2026-11-01'),
      },
      { name: 'Bo', email: 'bo@example.com', message: 'Hi', createdAt: new Date('2026-11-02') },
      {
        name: 'Cy',
        email: 'cy@example.com',
        message: 'Answered',
        createdAt: new Date('2026-11-03'),
        handledAt: new Date('2026-11-04'),
      },
    ]);
    await failedMail('gone@example.com', '550 Mailbox unavailable');
    await enqueueMail(t.ctx.db, {
      kind: 'contact-ack',
      recipient: 'fine@example.com',
      payload: {},
    });

    const answer = await overview();
    expect(answer.newestOrders.map((order) => order.customerEmail)).toEqual(
      [6, 5, 4, 3, 2].map((day) => `buyer${day}@example.com`),
    );
    expect(answer.messages).toMatchObject({
      unhandled: 2,
      newest: [
        { name: 'Bo', email: 'bo@example.com', createdAt: '2026-11-02T00:00:00.000Z' },
        { name: 'Ann', email: 'ann@example.com', createdAt: '2026-11-01T00:00:00.000Z' },
      ],
    });
    expect(answer.failedMail).toMatchObject({
      total: 1,
      newest: [
        {
          kind: 'contact-ack',
          recipient: 'gone@example.com',
          attempts: 5,
          lastError: '550 Mailbox unavailable',
        },
      ],
    });
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.request(adminApi.overview)).status).toBe(401);
  });

  describe('POST mail/:id/retry', () => {
    const errorOf = async (response: Response) => apiErrorSchema.parse(await response.json()).error;

    it('queues a failed mail again at once, records who did it and wakes the outbox', async () => {
      const mail = await failedMail('gone@example.com', '550 Mailbox unavailable');
      const nudges = t.nudges();
      const response = await admin.post(adminApi.requeueMail(mail.id));
      expect(response.status).toBe(200);
      expect(orderMailSchema.parse(await response.json())).toMatchObject({
        id: mail.id,
        status: 'pending',
        attempts: 0,
      });
      expect(t.nudges()).toBe(nudges + 1);
      expect(await auditEntries(t, 'mail_requeued')).toMatchObject([
        { actorId: admin.user.id, target: String(mail.id) },
      ]);
      expect((await overview()).failedMail).toEqual({ total: 0, newest: [] });
    });

    it('answers 409 for a mail that has not failed and 404 for an unknown one', async () => {
      await enqueueMail(t.ctx.db, { kind: 'contact-ack', recipient: 'a@example.com', payload: {} });
      const [pending] = await t.ctx.db.select().from(outbox);
      const conflict = await admin.post(adminApi.requeueMail(pending?.id ?? 0));
      expect(conflict.status).toBe(409);
      expect((await errorOf(conflict)).code).toBe('mail_not_failed');
      const unknown = await admin.post(adminApi.requeueMail(999_999));
      expect(unknown.status).toBe(404);
      expect((await errorOf(unknown)).code).toBe('not_found');
      expect((await admin.post('/api/admin/mail/abc/retry')).status).toBe(404);
      expect(await auditEntries(t, 'mail_requeued')).toHaveLength(0);
    });
  });
});
