import { afterEach, describe, expect, it } from 'vitest';
import { MailWithdrawn } from '#server/mail/mail-message.ts';
import { queueReviewRequests } from '#server/review-requests/review-request-queue.ts';
import { renderQueued, switchAutomation } from '#tests/automation-fixtures.ts';
import { outboxRows } from '#tests/db-rows.ts';
import { testMailSite, testServerContext } from '#tests/mail-fixtures.ts';
import { storedOrder } from '#tests/order-factory.ts';
import { createTestDatabase, testDrivers, type TestDatabase } from '#tests/test-database.ts';
import { saveAutomationRow } from './automation-settings-repository.ts';

const day = 86_400_000;
const now = new Date('2026-11-20T12:00:00Z');

describe.each(testDrivers)('the review request automation on %s', (driver) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.dispose();
    database = undefined;
  });

  async function db() {
    database = await createTestDatabase(driver);
    return database.handle.db;
  }

  const ctxOf = (handle: Awaited<ReturnType<typeof db>>) => ({
    ...testServerContext(handle),
    clock: () => now,
  });

  it('turned off, queues no request and withdraws those queued', async () => {
    const handle = await db();
    await storedOrder(handle, { completedAt: new Date(now.getTime() - 8 * day) });
    expect(await queueReviewRequests(ctxOf(handle))).toBe(1);
    await storedOrder(handle, { completedAt: new Date(now.getTime() - 9 * day) });
    await switchAutomation(handle, 'review-request', false);
    expect(await queueReviewRequests(ctxOf(handle))).toBe(0);
    const [queued] = await outboxRows(handle);
    if (!queued) throw new Error('no request queued');
    await expect(renderQueued(handle, queued)).rejects.toBeInstanceOf(MailWithdrawn);
  });

  it('asks in the texts the seller saved, keeping the link button and the honesty note', async () => {
    const handle = await db();
    await storedOrder(handle, {
      completedAt: new Date(now.getTime() - 8 * day),
      customerName: 'Maria Garcia',
    });
    await saveAutomationRow(handle, {
      id: 'review-request',
      enabled: true,
      settings: {
        subject: 'A word on {{guideName}}?',
        body: 'Dear {{firstName}}, **one** question.',
      },
      updatedBy: null,
    });
    await queueReviewRequests(ctxOf(handle));
    const [queued] = await outboxRows(handle);
    if (!queued) throw new Error('no request queued');
    const mail = await renderQueued(handle, queued);
    expect(mail.subject).toBe(`A word on ${testMailSite().offer.name}?`);
    expect(mail.html).toContain('Dear Maria, <strong>one</strong> question.');
    expect(mail.html).toContain('How did the guide help you?');
    expect(mail.html).toContain('Write my review');
    expect(mail.text).toContain('only if you agree to it on the form');
  });
});
